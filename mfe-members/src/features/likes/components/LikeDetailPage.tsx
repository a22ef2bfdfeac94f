import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useParams } from 'shared-kernel/router';
import { markLikeSeen, type ChatState } from 'shared-kernel/stores/chat';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { BackLink, PageFrame } from 'shared-kernel/ui/PageFrame';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import NotFound from '../../../components/NotFound';
import { CardGrid } from '../../../components/ProfileCardTile';
import { likeProfiles, useLikes } from '../hooks/useLikes';
import { LikeTile } from './LikeTile';
import '../i18n';

const Single = styled(CardGrid)`
  max-width: 280px;
  grid-template-columns: minmax(0, 1fr) !important;
`;

const ProfileLink = styled(AppLink)`
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

/** A positive whole number from the address, else null. */
export function parseLikeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

function LikeDetail({ id, state }: { id: number; state: ChatState }) {
  const { t } = useT('members');
  const profile = likeProfiles(state).find((p) => p.id === id);
  const received = state.liked_by.find((l) => l.id === id);
  const isNew = received?.like_new ?? false;
  if (!profile) return <NotFound />;
  const lines = [
    received ? t('likes.detail.received', { name: profile.name }) : null,
    state.likes_given.includes(id) ? t('likes.detail.given', { name: profile.name }) : null,
    state.matches.includes(id) ? t('likes.detail.match') : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <h2>{t('likes.detail.heading', { name: profile.name })}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Single>
        <LikeTile profile={profile} isNew={isNew} />
      </Single>
      <ProfileLink href={`/members/${id}`} onClick={isNew ? () => markLikeSeen(id) : undefined}>
        {t('likes.detail.profileLink', { name: profile.name })}
      </ProfileLink>
    </>
  );
}

function LikeDetailLoader({ id }: { id: number }) {
  const { t } = useT('members');
  const view = useLikes(true);
  useSettingsInBackground();
  if (view.status === 'loading') return <Spinner label={t('likes.loading')} />;
  if (view.status === 'failed') return <LoadError error={view.error} onRetry={view.retry} />;
  return <LikeDetail id={id} state={view.state} />;
}

/** /likes/m/{id}: one like (the profile card and the way to the profile); 404 when it is not among the member's likes. */
export default function LikeDetailPage() {
  const { t } = useT('members');
  const id = parseLikeId(useParams().id);
  if (id === null) return <NotFound />;
  return (
    <PageFrame>
      <BackLink href="/likes">{t('likes.detail.back')}</BackLink>
      <h1>{t('app.titles.likeDetail')}</h1>
      <MemberOnly visitorText={t('likes.visitor')} signup={{ source: 'likes' }}>
        <LikeDetailLoader key={id} id={id} />
      </MemberOnly>
    </PageFrame>
  );
}
