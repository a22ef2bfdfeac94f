import { useState } from 'react';
import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import type { SessionState } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { media } from 'shared-kernel/ui';
import { VisitorCta } from '../../../components/VisitorCta';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import '../i18n';

/** Sizes the photos are delivered in (square). */
const PHOTO_SIZE = 600;
const THUMB_SIZE = 80;

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
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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
  & img {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    ${media.md} {
      width: ${THUMB_SIZE}px;
      height: ${THUMB_SIZE}px;
    }
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Limited = styled.div`
  display: grid;
  gap: 8px;
  & > p {
    margin: 0;
  }
  & > a {
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
`;

export interface ProfilePhotosProps {
  profile: MemberProfile;
  session: SessionState;
}

/**
 * The photos this viewer may see: one large, the others as thumbnails to pick from; the count of
 * all photos, and what to do to see the rest (premium for free members, logging in for visitors).
 */
export function ProfilePhotos({ profile, session }: ProfilePhotosProps) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const { photos } = profile;
  const [selected, setSelected] = useState(() => {
    const main = profile.main_image ? photos.findIndex((p) => p.id === profile.main_image?.id) : -1;
    return main >= 0 ? main : 0;
  });
  const shown = photos[selected] ?? photos[0];
  const hidden = Math.max(0, profile.photo_count - photos.length);

  return (
    <Wrap aria-label={t('profile.photos.heading')}>
      <Main>
        {shown ? (
          <img
            src={cdnUrl(prefix, shown.filename)}
            alt={t('profile.photos.main', { number: photos.indexOf(shown) + 1, name: profile.name })}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Avatar alt={profile.name} size={160} />
        )}
      </Main>
      {photos.length > 1 && (
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
        </Thumbs>
      )}
      <Count>{profile.photo_count > 0 ? t('profile.photos.count', { count: profile.photo_count }) : t('profile.photos.none', { name: profile.name })}</Count>
      {hidden > 0 && session.status === 'authenticated' && !session.user?.paid_user && (
        <Limited>
          <p>{t('profile.photos.premium', { count: hidden })}</p>
          <AppLink href="/premium">{t('profile.photos.premiumLink')}</AppLink>
        </Limited>
      )}
      {hidden > 0 && session.status === 'anonymous' && (
        <VisitorCta
          text={t('profile.photos.visitor', { count: hidden })}
          returnPath={`/members/${profile.id}`}
          signup={{ source: 'profile', profileId: profile.id }}
        />
      )}
    </Wrap>
  );
}
