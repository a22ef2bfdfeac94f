import styled from 'styled-components';
import type { LikeType } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink, navigate } from 'shared-kernel/navigation';
import { useParams } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { Tabs } from 'shared-kernel/ui/Tabs';
import NotFound from '../../../app/NotFound';
import { LoadError, useSettingsInBackground } from '../../../components/LoadError';
import { PageFrame } from '../../../components/PageFrame';
import { CardGrid } from '../../../components/ProfileCardTile';
import { isLikeType, LIKE_TABS, likesOfType, useLikes, type LikeItem } from '../hooks/useLikes';
import { LikeTile } from './LikeTile';
import { MemberOnly } from './MemberOnly';
import '../i18n';

const Empty = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 16px 0;
  & > p {
    margin: 0;
  }
  & > a {
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
`;

function LikeList({ type, items }: { type: LikeType; items: LikeItem[] }) {
  const { t } = useT('members');
  if (items.length === 0) {
    return (
      <Empty>
        <p>{t(`likes.empty.${type}`)}</p>
        <AppLink href="/members">{t('likes.emptyAction')}</AppLink>
      </Empty>
    );
  }
  return (
    <CardGrid>
      {items.map(({ profile, isNew }) => (
        <LikeTile key={profile.id} profile={profile} isNew={isNew} />
      ))}
    </CardGrid>
  );
}

function Likes({ type }: { type: LikeType }) {
  const { t } = useT('members');
  const view = useLikes(true);
  useSettingsInBackground();
  if (view.status === 'loading') return <Spinner label={t('likes.loading')} />;
  if (view.status === 'failed') return <LoadError error={view.error} onRetry={view.retry} />;
  return (
    <Tabs
      ariaLabel={t('likes.tabsLabel')}
      value={type}
      onChange={(id) => navigate(`/likes/${id}`)}
      tabs={LIKE_TABS.map((tab) => ({
        id: tab,
        label: t(`likes.tabs.${tab}`),
        content: <LikeList type={tab} items={likesOfType(view.state, tab)} />,
      }))}
    />
  );
}

/** /likes and /likes/{type}: received likes, given likes and matches as tabs; an unknown type is a 404. */
export default function LikesPage() {
  const { t } = useT('members');
  const param = useParams().type;
  if (param !== undefined && !isLikeType(param)) return <NotFound />;
  return (
    <PageFrame>
      <h1>{t('likes.heading')}</h1>
      <MemberOnly visitorText={t('likes.visitor')} signup={{ source: 'likes' }}>
        <Likes type={param ?? 'received'} />
      </MemberOnly>
    </PageFrame>
  );
}
