import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { Avatar } from 'shared-kernel/ui/Avatar';
import { Button } from 'shared-kernel/ui/Button';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { FictionalFlag } from '../../../components/Fictional';
import { PageFrame } from '../../../components/PageFrame';
import { CardGrid, THUMB_SIZE } from '../../../components/ProfileCardTile';
import { useAction } from '../../../hooks/useAction';
import { useLoad } from '../../../hooks/useLoad';
import { errorText } from '../../../utils/apiError';
import { cdnUrl } from '../../../utils/cdnUrl';
import { MemberOnly } from '../../likes/components/MemberOnly';
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
  & > [data-fictional] {
    justify-self: start;
  }
  & > button {
    margin-top: auto;
  }
`;

function CandidateCard({ profile }: { profile: MatchCandidate }) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const thumb = profile.main_image ? cdnUrl(prefix, profile.main_image.thumb_filename) : null;
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
        {thumb ? (
          <img src={thumb} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
        ) : (
          <Avatar alt={profile.name} size={96} />
        )}
      </Photo>
      <Body>
        <h2>
          <AppLink href={`/members/${profile.id}`}>{profile.name}</AppLink>
        </h2>
        <p>
          {t('card.age', { age: profile.age })} · {profile.city}
        </p>
        <Score>{t('matchFinder.score', { score: profile.score })}</Score>
        {profile.fictional && <FictionalFlag />}
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

function MatchFinder() {
  const { t } = useT('members');
  const { state, retry } = useLoad(true, fetchMatchFinder);
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
  if (state.status === 'loading') return <Spinner label={t('matchFinder.loading')} />;
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title={errorText(state.error, { generic: t('common.errors.generic'), network: t('common.errors.network') })}
        onRetry={retry}
      />
    );
  }
  if (state.data.profiles.length === 0) return <Alert variant="info">{t('matchFinder.empty')}</Alert>;
  return (
    <CardGrid>
      {state.data.profiles.map((profile) => (
        <CandidateCard key={profile.id} profile={profile} />
      ))}
    </CardGrid>
  );
}

/** /match-finder: suggested members with their match score and reasons, each with a like button. */
export default function MatchFinderPage() {
  const { t } = useT('members');
  return (
    <PageFrame>
      <h1>{t('matchFinder.heading')}</h1>
      <p>{t('matchFinder.intro')}</p>
      <MemberOnly visitorText={t('matchFinder.visitor')} signup={{ source: 'match-finder' }}>
        <MatchFinder />
      </MemberOnly>
    </PageFrame>
  );
}
