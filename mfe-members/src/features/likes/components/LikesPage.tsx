import type { LikeType } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { useParams } from 'shared-kernel/router';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { Tabs } from './Tabs';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import NotFound from '../../../components/NotFound';
import { CardGrid } from '../../../components/ProfileCardTile';
import { isLikeType, LIKE_TABS, likesOfType, useLikes, type LikeItem } from '../hooks/useLikes';
import { LikeTile } from './LikeTile';
import '../i18n';

function LikeList({ type, items }: { type: LikeType; items: LikeItem[] }) {
  const { t } = useT('members');
  if (items.length === 0) {
    return <EmptyState text={t(`likes.empty.${type}`)} actionHref="/members" actionLabel={t('likes.emptyAction')} />;
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
