import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { media } from 'shared-kernel/ui';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { CamBadge } from './CamBadge';
import { FictionalFlag } from './Fictional';
import { PresenceDistance } from './PresenceDistance';
import { presenceDistanceParts } from './presenceDistance';
import './i18n';

/** Size the thumbnails are delivered in (square). */
export const THUMB_SIZE = 300;

/** Size the swipe game shows a full photo in (square). */
const FULL_SIZE = 420;

/** A responsive grid of profile cards: 2 columns on phones, up to 5 on wide screens. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $cam: boolean }>`
  position: relative;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
  ${(p) =>
    p.$cam &&
    css`
      border: 3px solid ${p.theme.colors.primary};
      box-shadow: 0 2px 10px rgba(200, 24, 74, 0.3);
    `}
  & > a {
    display: block;
    height: 100%;
    color: inherit;
    text-decoration: none;
  }
  & > a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A square frame for a profile's photo (or initial), the photo filling it. */
export const photoFrame = css`
  position: relative;
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.border};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Photo = styled.div`
  ${photoFrame}
`;

/** The cam card's mark, at the photo's top right (a "Nieuw" mark may sit at its top left, presence at its bottom). */
const PhotoCamBadge = styled(CamBadge)`
  position: absolute;
  top: 8px;
  right: 8px;
`;

/**
 * Presence and distance on the photo's lower edge, so every card's text keeps the same height and
 * the first row of results stays on the first screen whether or not they are shown.
 */
const PhotoPresence = styled(PresenceDistance)`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: 14px 10px 6px;
  color: #fff;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.62));
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  padding: 8px 12px 12px;
  & > strong {
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span {
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & > [data-fictional] {
    justify-self: start;
  }
`;

export interface ProfileImageProps {
  profile: ProfileCard;
  /** The full photo, eagerly, instead of the lazy thumbnail (the swipe game's one big card). */
  full?: boolean;
  /** The photo's text; "" when it only repeats a link that names the profile. */
  alt?: string;
}

/** A profile's main photo, or their initial when they have none. */
export function ProfileImage({ profile, full = false, alt }: ProfileImageProps) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const image = profile.main_image;
  const text = alt ?? t('card.photoAlt', { name: profile.name });
  if (!image) return full ? <Avatar alt={profile.name} size={160} eager /> : <Avatar alt={profile.name} size={96} />;
  if (full) return <img src={cdnUrl(prefix, image.filename)} alt={text} width={FULL_SIZE} height={FULL_SIZE} decoding="async" />;
  return (
    <img
      src={cdnUrl(prefix, image.thumb_filename)}
      alt={text}
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}

/** "34 jaar · Utrecht". */
function AgeAndCity({ profile }: { profile: ProfileCard }) {
  const { t } = useT('members');
  return (
    <>
      {t('card.age', { age: profile.age })} · {profile.city}
    </>
  );
}

/** A card's name (a link to the profile) as its heading, with age and city below it. */
export function ProfileHeading({ profile }: { profile: ProfileCard }) {
  return (
    <>
      <h2>
        <AppLink href={`/members/${profile.id}`}>{profile.name}</AppLink>
      </h2>
      <p>
        <AgeAndCity profile={profile} />
      </p>
    </>
  );
}

export interface ProfileCardTileProps {
  profile: ProfileCard;
  /** Shown over the photo (e.g. "Nieuw"); the card is then marked `data-new`. */
  mark?: ReactNode;
  /** Called when the card's link is followed. */
  onOpen?: () => void;
  /** The link named by name, age, city and the fictional flag (default) instead of by its content. */
  labelled?: boolean;
}

/**
 * One profile in a grid: photo (or initial), name, age and city, presence and distance when the API
 * sends them; fictional profiles flagged in text.
 * A cam profile (SPEC §1 cam-and-resell card type, `profile.cam`) is its own card type: an accent
 * border and the "Live cam" badge on the photo, named in the link's label too.
 */
export function ProfileCardTile({ profile, mark, onOpen, labelled = true }: ProfileCardTileProps) {
  const { t } = useT('members');
  const settings = useSettings();
  const label = t('card.label', { name: profile.name, age: profile.age, city: profile.city });
  const fictional = settings?.fictional_singular || t('fictional.fallback');
  const labelParts = [label, ...presenceDistanceParts(profile), ...(profile.cam ? [t('cam.badge')] : []), ...(profile.fictional ? [fictional] : [])];
  const ariaLabel = labelled ? labelParts.join(', ') : undefined;
  return (
    <Card data-profile-id={profile.id} data-new={mark ? true : undefined} data-cam={profile.cam ? true : undefined} $cam={profile.cam}>
      <AppLink href={`/members/${profile.id}`} aria-label={ariaLabel} onClick={onOpen}>
        <Photo>
          <ProfileImage profile={profile} />
          {mark}
          {profile.cam && <PhotoCamBadge />}
          <PhotoPresence profile={profile} />
        </Photo>
        <Body>
          <strong>{profile.name}</strong>
          <span>
            <AgeAndCity profile={profile} />
          </span>
          {profile.fictional && <FictionalFlag />}
        </Body>
      </AppLink>
    </Card>
  );
}
