import styled from 'styled-components';
import type { ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { markLikeSeen } from 'shared-kernel/stores/chat';
import { Badge } from 'shared-kernel/ui/Badge';
import { ProfileCardTile } from '../../../components/ProfileCardTile';
import '../i18n';

const NewMark = styled(Badge)`
  position: absolute;
  top: 8px;
  left: 8px;
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
  return (
    <ProfileCardTile
      profile={profile}
      labelled={false}
      mark={isNew ? <NewMark variant="danger">{t('likes.new')}</NewMark> : undefined}
      onOpen={isNew ? () => markLikeSeen(profile.id) : undefined}
    />
  );
}
