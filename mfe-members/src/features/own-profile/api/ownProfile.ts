import type { Api, OwnPhoto, OwnProfile, ResponseOf, UpdateProfileBody } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** GET /api/profile.php: the logged-in member's own profile with everything they can edit. */
export const fetchOwnProfile = async (): Promise<OwnProfile> =>
  (await http.get<ResponseOf<Api['ownProfile']>>(API_PATHS.profile)).profile;

/** PUT /api/profile.php with only the changed fields; answers the whole profile as saved. */
export const saveOwnProfile = async (body: UpdateProfileBody): Promise<OwnProfile> =>
  (await http.put<ResponseOf<Api['updateProfile']>>(API_PATHS.profile, body)).profile;

/** POST /api/photo.php with the file itself as the body (the server resizes and strips it). */
export const uploadPhoto = async (file: File): Promise<OwnPhoto> =>
  (
    await http.request<ResponseOf<Api['uploadPhoto']>>('POST', API_PATHS.photo, {
      body: file,
      headers: { 'Content-Type': file.type },
    })
  ).photo;

/** PUT /api/photo.php {id}: makes a photo the main one; answers all photos in their new order. */
export const setMainPhoto = async (id: number): Promise<OwnPhoto[]> =>
  (await http.put<ResponseOf<Api['setMainPhoto']>>(API_PATHS.photo, { id })).photos;

/** DELETE /api/photo.php {id}; answers the photos that are left. */
export const deletePhoto = async (id: number): Promise<OwnPhoto[]> =>
  (await http.del<ResponseOf<Api['deletePhoto']>>(API_PATHS.photo, { body: { id } })).photos;
