import type { OwnPhoto, OwnProfile, UpdateProfileBody } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** GET /api/profile.php: the logged-in member's own profile with everything they can edit. */
export const fetchOwnProfile = async (): Promise<OwnProfile> =>
  (await http.call(ENDPOINTS.ownProfile)).profile;

/** PUT /api/profile.php with only the changed fields; answers the whole profile as saved. */
export const saveOwnProfile = async (body: UpdateProfileBody): Promise<OwnProfile> =>
  (await http.call(ENDPOINTS.updateProfile, { body })).profile;

/** POST /api/photo.php with the file itself as the body (the server resizes and strips it). */
export const uploadPhoto = async (file: File): Promise<OwnPhoto> =>
  (
    await http.call(ENDPOINTS.uploadPhoto, {
      body: file,
      headers: { 'Content-Type': file.type },
    })
  ).photo;

/** PUT /api/photo.php {id}: makes a photo the main one; answers all photos in their new order. */
export const setMainPhoto = async (id: number): Promise<OwnPhoto[]> =>
  (await http.call(ENDPOINTS.setMainPhoto, { body: { id } })).photos;

/** DELETE /api/photo.php {id}; answers the photos that are left. */
export const deletePhoto = async (id: number): Promise<OwnPhoto[]> =>
  (await http.call(ENDPOINTS.deletePhoto, { body: { id } })).photos;
