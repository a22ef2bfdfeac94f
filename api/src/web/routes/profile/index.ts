import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { authenticationRequired } from '../../errors';
import { registerEndpoint } from '../../route';
import { processPhoto } from '../../../domain/images/image';
import { imageBody } from '../../image-route';
import { cardViewOf } from '../../../domain/members/cards';
import { findSignupMatches } from '../../../domain/members/matches';
import { loadOwnProfile, photoLimitFor, updateOwnProfile } from '../../../domain/profile/own-profile';
import { loadNotificationSettings, updateNotificationSettings } from '../../../domain/profile/notifications';
import { removePhotoFiles } from '../../../domain/images/photo-files';
import { deletePhoto, findPhotoOwner, insertPhoto, photoLimitReached, setMainPhoto, writePhotoFiles } from '../../../domain/profile/photos';
import { loadPrivacy, updatePrivacy } from '../../../domain/profile/privacy';
import { routePlugin } from '../../route-plugin';


/**
 * The member's own profile, photos, privacy and notification settings, and the profiles suggested
 * right after signup. Every call works on the session's own profile: the only ids a client sends
 * are photo ids, and those are looked up among the member's own photos only.
 */
export async function profilePlugin(app: FastifyInstance): Promise<void> {
  const { db, store } = app.deps;

  const ownProfileOrLogout = async (userId: number) => {
    const profile = await loadOwnProfile(db.kysely, userId);
    // An account without a profile is gone for the client: the same answer as GET /api/user.php.
    if (!profile) throw authenticationRequired();
    return profile;
  };

  registerEndpoint(app, api.ownProfile, async ({ requireUser }) => {
    return { profile: await ownProfileOrLogout(requireUser().userId) };
  });

  registerEndpoint(app, api.updateProfile, async ({ body, requireUser }) => {
    const { userId } = requireUser();
    if (!(await updateOwnProfile(db.kysely, userId, body))) throw authenticationRequired();
    return { profile: await ownProfileOrLogout(userId) };
  });

  registerEndpoint(app, api.signupMatches, async ({ request }) => {
    // The viewer is the seeker: profile id, gender, sexuality and country.
    return { profiles: await findSignupMatches(db.kysely, await request.member(), cardViewOf(await request.siteVariant())) };
  });

  // PUT and DELETE share the upload's path but take JSON (only a POST may carry an image, see
  // web/security.ts). Another member's photo id gets the same 404 as an unknown one.
  registerEndpoint(app, api.setMainPhoto, async ({ body, request }) => {
    const { profileId } = await request.member();
    return { photos: await setMainPhoto(db.kysely, profileId, body.id) };
  });

  registerEndpoint(app, api.deletePhoto, async ({ body, request }) => {
    const { profileId } = await request.member();
    return { photos: await deletePhoto(db.kysely, store, profileId, body.id) };
  });

  registerEndpoint(app, api.privacy, async ({ requireUser }) => {
    const privacy = await loadPrivacy(db.kysely, requireUser().userId);
    if (!privacy) throw authenticationRequired();
    return privacy;
  });

  registerEndpoint(app, api.updatePrivacy, async ({ body, requireUser }) => {
    const privacy = await updatePrivacy(db.kysely, requireUser().userId, body);
    if (!privacy) throw authenticationRequired();
    return privacy;
  });

  registerEndpoint(app, api.notificationSettings, async ({ requireUser }) => {
    const settings = await loadNotificationSettings(db.kysely, requireUser().userId);
    if (!settings) throw authenticationRequired();
    return settings;
  });

  registerEndpoint(app, api.updateNotificationSettings, async ({ body, requireUser }) => {
    const settings = await updateNotificationSettings(db.kysely, requireUser().userId, body);
    if (!settings) throw authenticationRequired();
    return settings;
  });

  // The upload's body is the image itself (`bodyKind: 'image'`).
  registerEndpoint(app, api.uploadPhoto, async ({ request, requireUser }) => {
    const user = requireUser();
    const data = imageBody(request);

    const owner = await findPhotoOwner(db.kysely, user.userId);
    if (!owner) throw authenticationRequired();
    // Checked first to spare the work; checked again, under a lock, when the photo is recorded.
    if (owner.photoCount >= photoLimitFor(owner.paidUser)) throw photoLimitReached(owner.paidUser);

    const processed = await processPhoto(data);
    const files = await writePhotoFiles(store, owner.profileId, processed);
    let photo;
    try {
      photo = await insertPhoto(db.kysely, owner.profileId, files, (await request.siteVariant()).photosVisibleBeforeApproval);
    } catch (err) {
      await removePhotoFiles(store, files);
      throw err;
    }
    return { photo };
  });
}

export default routePlugin('member', profilePlugin);
