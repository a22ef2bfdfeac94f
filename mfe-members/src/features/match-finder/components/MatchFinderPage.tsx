import { useState } from 'react';
import styled from 'styled-components';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { CamBadge } from '../../../components/CamBadge';
import { FictionalFlag } from '../../../components/Fictional';
import { CardGrid, photoFrame, ProfileHeading, ProfileImage } from '../../../components/ProfileCardTile';
import { useAction } from '../../../hooks/useAction';
import { LoadedMemberPage } from '../../../components/LoadedMemberPage';
import { fetchMatchFinder, likeProfile, type MatchCandidate } from '../api/matchFinder';
import '../i18n';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
`;

const Photo = styled(AppLink)`
  ${photoFrame}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Score = styled.strong`
  justify-self: start;
  padding: 2px 10px;
  color: #fff;
  background: ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.pill};
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  align-content: start;
  gap: 6px;
  padding: 8px 12px 12px;
  & > h2 {
    margin: 0;
    font-size: 1rem;
  }
  & > h2 > a {
    color: inherit;
  }
  & > p {
    margin: 0;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
  & > ul {
    margin: 0;
    padding-left: 18px;
    font-size: 0.875rem;
  }
  & > [data-fictional],
  & > [data-cam-badge] {
    justify-self: start;
  }
  & > button {
    margin-top: auto;
  }
`;

function CandidateCard({ profile }: { profile: MatchCandidate }) {
  const { t } = useT('members');
  const action = useAction();
  const [liked, setLiked] = useState(false);
  const like = () =>
    void action.run(
      () => likeProfile(profile.id),
      (answer) => {
        setLiked(answer.relation.liked);
        if (answer.match) bus.emit({ type: 'match/show', profile: answer.match });
      },
    );
  return (
    <Card data-profile-id={profile.id}>
      <Photo href={`/members/${profile.id}`} tabIndex={-1} aria-hidden="true">
        <ProfileImage profile={profile} alt="" />
      </Photo>
      <Body>
        <ProfileHeading profile={profile} />
        <Score>{t('matchFinder.score', { score: profile.score })}</Score>
        {profile.fictional && <FictionalFlag />}
        {profile.cam && <CamBadge />}
        {profile.reasons.length > 0 && (
          <ul aria-label={t('matchFinder.reasons', { name: profile.name })}>
            {profile.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {action.error && (
          <p role="alert">{action.error}</p>
        )}
        <Button
          size="sm"
          variant={liked ? 'outline' : 'primary'}
          disabled={liked || action.busy}
          aria-label={liked ? t('matchFinder.likedLabel', { name: profile.name }) : t('matchFinder.likeLabel', { name: profile.name })}
          onClick={like}
        >
          {liked ? t('matchFinder.liked') : t('matchFinder.like')}
        </Button>
      </Body>
    </Card>
  );
}

/** /match-finder: suggested members with their match score and reasons, each with a like button. */
export default function MatchFinderPage() {
  const { t } = useT('members');
  return (
    <LoadedMemberPage texts="matchFinder" signup={{ source: 'match-finder' }} load={fetchMatchFinder}>
      {({ profiles }) =>
        profiles.length === 0 ? (
          <Alert variant="info">{t('matchFinder.empty')}</Alert>
        ) : (
          <CardGrid>
            {profiles.map((profile) => (
              <CandidateCard key={profile.id} profile={profile} />
            ))}
          </CardGrid>
        )
      }
    </LoadedMemberPage>
  );
}
