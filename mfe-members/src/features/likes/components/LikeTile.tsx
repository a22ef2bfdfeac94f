import styled from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { markLikeSeen } from 'shared-kernel/stores/chat';
import { useSettings } from 'shared-kernel/stores/settings';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { Badge } from 'shared-kernel/ui/Badge';
import { FictionalFlag } from '../../../components/Fictional';
import { THUMB_SIZE } from '../../../components/ProfileCardTile';
import { cdnUrl } from '../../../utils/cdnUrl';
import '../i18n';

const Card = styled.li`
  position: relative;
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

const NewMark = styled(Badge)`
  position: absolute;
  top: 8px;
  left: 8px;
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

export interface LikeTileProps {
  profile: ProfileCard;
  /** Marked "Nieuw": a received like not seen yet. */
  isNew?: boolean;
}

/**
 * A profile in the likes lists, linking to /members/{id}. Opening a new like's profile clears its
 * mark at once (the server clears like_new when the profile is opened).
 */
export function LikeTile({ profile, isNew = false }: LikeTileProps) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const thumb = profile.main_image ? cdnUrl(prefix, profile.main_image.thumb_filename) : null;
  return (
    <Card data-profile-id={profile.id} data-new={isNew || undefined}>
      <AppLink href={`/members/${profile.id}`} onClick={isNew ? () => markLikeSeen(profile.id) : undefined}>
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
          {isNew && <NewMark variant="danger">{t('likes.new')}</NewMark>}
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
