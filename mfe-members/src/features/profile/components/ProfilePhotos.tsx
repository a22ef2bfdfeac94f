import { useState } from 'react';
import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import type { SessionState } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { media } from 'shared-kernel/ui';
import { VisitorCta } from 'shared-kernel/ui/MemberOnly';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { PremiumAlert } from '../../../components/PremiumAlert';
import { PhotoViewer } from './PhotoViewer';
import '../i18n';

/** Sizes the photos are delivered in (square). */
const PHOTO_SIZE = 600;
const THUMB_SIZE = 80;
/** Locked tiles shown at most; the last one counts the rest ("+4"). */
const MAX_LOCKED_TILES = 3;

const Wrap = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
`;

const Main = styled.div`
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  & > img,
  & > button > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > button {
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
  }
  & > button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    display: block;
    padding: 0;
    border: 3px solid transparent;
    border-radius: ${(p) => p.theme.radii.md};
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  & button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
  }
  & button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  & img,
  & [data-locked] {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    ${media.md} {
      width: ${THUMB_SIZE}px;
      height: ${THUMB_SIZE}px;
    }
  }
  & [data-locked] {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    font-weight: 700;
    color: ${(p) => p.theme.colors.secondary};
    background: repeating-linear-gradient(135deg, #efe8f5 0 8px, #e4d9ee 8px 16px);
  }
`;

/** A padlock (the locked tiles' icon). */
function LockIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z"
      />
    </svg>
  );
}

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Limited = styled.p`
  margin: 0;
`;

export interface ProfilePhotosProps {
  profile: MemberProfile;
  session: SessionState;
}

/**
 * The photos this viewer may see: one large, the others as thumbnails to pick from; the count of
 * all photos, and what to do to see the rest (premium for free members, logging in for visitors).
 *
 * The photos this viewer may not see are locked tiles (the API sends only their number, never
 * their images): pressing one opens the premium alert (SPEC §6) for a free member, logging in or
 * signing up for a visitor. A premium member only misses photos of a profile in privacy mode,
 * which shows them to members it likes: there the tiles say so and open nothing.
 */
export function ProfilePhotos({ profile, session }: ProfilePhotosProps) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const { photos } = profile;
  const [selected, setSelected] = useState(() => {
    const main = profile.main_image ? photos.findIndex((p) => p.id === profile.main_image?.id) : -1;
    return main >= 0 ? main : 0;
  });
  const [alertOpen, setAlertOpen] = useState(false);
  /** The photo shown large in the viewer, or null while it is closed. */
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = photos[selected] ?? photos[0];
  const hidden = Math.max(0, profile.photo_count - photos.length);
  const premium = session.status === 'authenticated' && Boolean(session.user?.paid_user);
  // Known viewers only: while the session loads, nothing is offered yet.
  const canUnlock = session.status === 'anonymous' || (session.status === 'authenticated' && !premium);
  const lockedTiles = Math.min(hidden, MAX_LOCKED_TILES);

  return (
    <Wrap aria-label={t('profile.photos.heading')}>
      <Main>
        {shown ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('profile.viewer.open', { number: photos.indexOf(shown) + 1 })}
            onClick={() => setViewing(photos.indexOf(shown))}
          >
            <img
              src={cdnUrl(prefix, shown.filename)}
              alt={t('profile.photos.main', { number: photos.indexOf(shown) + 1, name: profile.name })}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              loading="lazy"
              decoding="async"
            />
          </button>
        ) : (
          <Avatar alt={profile.name} size={160} />
        )}
      </Main>
      {(photos.length > 1 || hidden > 0) && (
        <Thumbs>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-pressed={photo === shown}
                aria-label={t('profile.photos.show', { number: i + 1 })}
                onClick={() => setSelected(i)}
              >
                <img src={cdnUrl(prefix, photo.thumb_filename)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
          {Array.from({ length: lockedTiles }, (_, i) => {
            const number = photos.length + i + 1;
            // The last tile stands for every locked photo from here on.
            const rest = i === lockedTiles - 1 ? hidden - i : 1;
            // Premium would not show a privacy-mode profile's photos: those are only "not visible".
            const key = canUnlock ? 'locked' : 'notVisible';
            const label =
              rest > 1 ? t(`profile.photos.${key}Range`, { number, last: number + rest - 1 }) : t(`profile.photos.${key}`, { number });
            const tile = (
              <span data-locked="true">
                <LockIcon />
                {rest > 1 && <span aria-hidden="true">+{rest}</span>}
              </span>
            );
            return (
              <li key={`locked-${number}`}>
                {canUnlock ? (
                  <button type="button" aria-label={label} aria-haspopup="dialog" onClick={() => setAlertOpen(true)}>
                    {tile}
                  </button>
                ) : (
                  <span role="img" aria-label={label}>
                    {tile}
                  </span>
                )}
              </li>
            );
          })}
        </Thumbs>
      )}
      <Count>{profile.photo_count > 0 ? t('profile.photos.count', { count: profile.photo_count }) : t('profile.photos.none', { name: profile.name })}</Count>
      {hidden > 0 && session.status === 'authenticated' && !premium && <Limited>{t('profile.photos.premium', { count: hidden })}</Limited>}
      {hidden > 0 && premium && <Limited>{t('profile.photos.privacy', { count: hidden, name: profile.name })}</Limited>}
      {hidden > 0 && session.status === 'anonymous' && (
        <VisitorCta
          text={t('profile.photos.visitor', { count: hidden })}
          returnPath={`/members/${profile.id}`}
          signup={{ source: 'profile', profileId: profile.id }}
        />
      )}
      <PhotoViewer
        profile={profile}
        index={viewing}
        onIndexChange={(i) => {
          setViewing(i);
          setSelected(i);
        }}
        onClose={() => setViewing(null)}
      />
      <PremiumAlert
        open={alertOpen && canUnlock}
        onClose={() => setAlertOpen(false)}
        reason="photos"
        returnPath={`/members/${profile.id}`}
        signup={{ source: 'profile', profileId: profile.id }}
      />
    </Wrap>
  );
}
