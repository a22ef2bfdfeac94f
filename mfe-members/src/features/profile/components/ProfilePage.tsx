import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Relation } from 'shared-kernel/contract';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { useParams } from 'shared-kernel/router';
import { markLikeSeen } from 'shared-kernel/stores/chat';
import { loadRegions } from 'shared-kernel/stores/regions';
import { useSession } from 'shared-kernel/stores/session';
import { loadSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { media } from 'shared-kernel/ui';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { BackLink, PageFrame } from 'shared-kernel/ui/PageFrame';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import NotFound from '../../../components/NotFound';
import { CamBadge } from '../../../components/CamBadge';
import { FictionalFlag, FictionalWarning } from '../../../components/Fictional';
import { useAction } from '../../../hooks/useAction';
import { fetchMember, unblockMember, type MemberAnswer } from '../api/member';
import { parseProfileId } from '../utils/profileId';
import { ProfileActions, ReportLink, type GiftActionSlot } from './ProfileActions';
import { Icebreaker } from './Icebreaker';
import { ProfileDetails, useLocationText } from './ProfileDetails';
import { PresenceDistance } from '../../../components/PresenceDistance';
import { ProfilePhotos } from './ProfilePhotos';
import '../i18n';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Header = styled.header`
  margin: 0 0 16px;
  & > h1 {
    margin: 0 0 4px;
  }
  & > p {
    margin: 0 0 8px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The cam-and-resell profile's banner (SPEC §1): the "Live cam" badge with what it means. */
const CamBanner = styled.section`
  display: grid;
  gap: 6px;
  justify-items: start;
  margin: 0 0 16px;
  padding: 12px 16px;
  background: #fff0f4;
  border: 2px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  & > h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  & > p {
    margin: 0;
  }
`;

const IcebreakerRow = styled.div`
  margin: 0 0 16px;
`;

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The notice after blocking, with the way back. */
function BlockedNotice({ name, id, onRelation }: { name: string; id: number; onRelation: (r: Relation) => void }) {
  const { t } = useT('members');
  const action = useAction();
  return (
    <Alert variant="info" title={t('profile.actions.blocked', { name })}>
      <p>{t('profile.actions.blockedIntro')}</p>
      {action.error && <p role="alert">{action.error}</p>}
      <Button variant="outline" disabled={action.busy} onClick={() => void action.run(() => unblockMember(id), (answer) => onRelation(answer.relation))}>
        {t('profile.actions.unblock')}
      </Button>{' '}
      <ReportLink profileId={id} name={name} />
    </Alert>
  );
}

function MemberView({ answer, GiftAction }: { answer: MemberAnswer; GiftAction: GiftActionSlot }) {
  const { t } = useT('members');
  const session = useResolvedSession();
  const { profile } = answer;
  const [relation, setRelation] = useState<Relation>(answer.relation);
  const [unblocked, setUnblocked] = useState(false);
  const location = useLocationText(profile);
  const ownProfile = session.status === 'authenticated' && session.user?.profile.id === profile.id;

  const onRelation = (next: Relation) => {
    setUnblocked(relation.blocked && !next.blocked);
    setRelation(next);
  };

  if (relation.blocked) {
    return <BlockedNotice name={profile.name} id={profile.id} onRelation={onRelation} />;
  }
  return (
    <>
      {unblocked && <Alert variant="success">{t('profile.actions.unblocked', { name: profile.name })}</Alert>}
      {profile.fictional && <FictionalWarning scope="profile" />}
      <Layout>
        <ProfilePhotos profile={profile} session={session} />
        <div>
          <Header>
            <h1>{profile.name}</h1>
            <p>
              {t('profile.summary', { age: profile.age })} · {location}
            </p>
            <PresenceDistance profile={profile} />
            {profile.fictional && <FictionalFlag />}
          </Header>
          {profile.cam && (
            <CamBanner aria-labelledby="profile-cam-heading" data-testid="cam-banner">
              <CamBadge />
              <h2 id="profile-cam-heading">{t('profile.cam.title', { name: profile.name })}</h2>
              <p>{t('profile.cam.text')}</p>
            </CamBanner>
          )}
          <ProfileActions profile={profile} relation={relation} session={session} onRelation={onRelation} GiftAction={GiftAction} />
          {session.status === 'authenticated' && !ownProfile && (
            <IcebreakerRow>
              <Icebreaker profile={profile} />
            </IcebreakerRow>
          )}
          <ProfileDetails profile={profile} />
        </div>
      </Layout>
    </>
  );
}

function Profile({ id, GiftAction }: { id: number; GiftAction: GiftActionSlot }) {
  const { t } = useT('members');
  const { state, retry } = useLoad(true, () => fetchMember(id));
  // SPEC §4: opening a profile clears like_new on the like it gave (the server did; the badge follows).
  useEffect(() => {
    if (state.status === 'ready' && state.data.relation.liked_by) markLikeSeen(id);
  }, [state, id]);
  // Logging in or out here changes what the viewer may see (photos, relation): load again.
  const userId = useSession((s) => s.user?.id ?? null);
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    retry();
  }, [userId, retry]);
  useEffect(() => {
    // Names of countries, the cdn prefix and the fictional texts; the page works without them.
    loadSettings().catch(() => undefined);
    loadRegions().catch(() => undefined);
  }, []);

  if (state.status === 'failed' && isNotFound(state.error)) return <NotFound />;
  return (
    <PageFrame>
      <BackLink href="/members">{t('profile.back')}</BackLink>
      {state.status === 'loading' && <Spinner label={t('profile.loading')} />}
      {state.status === 'failed' && (
        <LoadError error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' && <MemberView answer={state.data} GiftAction={GiftAction} />}
    </PageFrame>
  );
}

export interface ProfilePageProps {
  /** The gift button among the actions (the gifts feature's, composed by the app). */
  GiftAction: GiftActionSlot;
}

/** /members/{id}: a member's photos, details and the actions on them. An unknown id is the shell's 404. */
export default function ProfilePage({ GiftAction }: ProfilePageProps) {
  const id = parseProfileId(useParams().id);
  if (id === null) return <NotFound />;
  // Another member's page starts fresh.
  return <Profile key={id} id={id} GiftAction={GiftAction} />;
}
