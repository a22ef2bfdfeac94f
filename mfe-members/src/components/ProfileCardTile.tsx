import styled from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { media } from 'shared-kernel/ui';
import { cdnUrl } from '../utils/cdnUrl';
import { FictionalFlag } from './Fictional';
import './i18n';

/** Size the thumbnails are delivered in (square). */
export const THUMB_SIZE = 300;

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

const Card = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
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

const Photo = styled.div`
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

export interface ProfileCardTileProps {
  profile: ProfileCard;
}

/** One profile in a grid: photo (or initial), name, age and city; fictional profiles flagged in text. */
export function ProfileCardTile({ profile }: ProfileCardTileProps) {
  const { t } = useT('members');
  const settings = useSettings();
  const prefix = settings?.cdn_prefix ?? '';
  const thumb = profile.main_image ? cdnUrl(prefix, profile.main_image.thumb_filename) : null;
  const label = t('card.label', { name: profile.name, age: profile.age, city: profile.city });
  const fictional = settings?.fictional_singular || t('fictional.fallback');
  return (
    <Card data-profile-id={profile.id}>
      <AppLink href={`/members/${profile.id}`} aria-label={profile.fictional ? `${label}, ${fictional}` : label}>
        <Photo>
          {thumb ? (
            <img
              src={thumb}
              alt={t('card.photoAlt', { name: profile.name })}
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Avatar alt={profile.name} size={96} />
          )}
        </Photo>
        <Body>
          <strong>{profile.name}</strong>
          <span>
            {t('card.age', { age: profile.age })} · {profile.city}
          </span>
          {profile.fictional && <FictionalFlag />}
        </Body>
      </AppLink>
    </Card>
  );
}
