import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { ChatRules, ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useLocation, useParams } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import type { ChatTarget } from 'shared-kernel/stores/chat';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { BackLink, PageFrame } from 'shared-kernel/ui/PageFrame';
import NotFound from '../../../components/NotFound';
import { FictionalFlag } from '../../../components/Fictional';
import { ProfilePhoto } from '../../../components/ProfilePhoto';
import { useConversation } from '../hooks/useConversation';
import { MessageList } from './MessageList';
import '../../../components/i18n';
import '../i18n';

/** The chat layout: header, the history filling the height, the send box at the bottom. */
const Layout = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - 120px);
  min-height: 420px;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  && h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  h1 a {
    color: inherit;
    text-underline-offset: 3px;
  }
  p {
    margin: 2px 0 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const PhotoLink = styled(AppLink)`
  display: inline-flex;
  border-radius: 50%;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

function ConversationHeader({ profile }: { profile: ProfileCard }) {
  const { t } = useT('chat');
  return (
    <Header>
      <PhotoLink href={`/members/${profile.id}`} aria-label={t('conversation.profileLink', { name: profile.name })}>
        <ProfilePhoto profile={profile} size={48} eager />
      </PhotoLink>
      <div>
        <h1>
          {t('conversation.headingPrefix')}{' '}
          <AppLink href={`/members/${profile.id}`}>{profile.name}</AppLink>
        </h1>
        <p>
          <span>
            {t('conversation.age', { age: profile.age })} · {profile.city}
          </span>
          {profile.fictional && <FictionalFlag />}
        </p>
      </div>
    </Header>
  );
}

export interface SendBoxSlotProps {
  profile: ProfileCard;
  /** null: the first message starts the conversation. */
  conversationId: number | null;
  rules: ChatRules;
}

/** The send feature's box at the bottom of the conversation, composed by the app (`app/ConversationRoute`). */
export type SendBoxSlot = ComponentType<SendBoxSlotProps>;

function Conversation({ target, SendBox }: { target: ChatTarget; SendBox: SendBoxSlot }) {
  const { t } = useT('chat');
  const conversation = useConversation(target);
  useSettingsInBackground();
  const { state } = conversation;
  if (state.status === 'loading') return <Spinner label={t('conversation.loading')} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={conversation.retry} />;
  const { info } = state;
  return (
    <Layout>
      <ConversationHeader profile={info.profile} />
      <MessageList
        messages={conversation.messages}
        name={info.profile.name}
        readUpTo={info.readUpTo}
        hasMore={info.hasMore}
        historyHidden={info.historyHidden}
        historyLimit={info.historyLimit}
        onLoadOlder={() => void conversation.loadOlder()}
        olderBusy={conversation.olderBusy}
        olderError={conversation.olderError}
        typing={conversation.typing}
      />
      <SendBox profile={info.profile} conversationId={info.conversationId} rules={info.rules} />
    </Layout>
  );
}

const parseId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/**
 * `/chats/{id}` (a conversation by its id) and `/members/{id}/chat` (with a member by profile id;
 * the conversation with them when there is one, the address stays): SPEC §2 chat layout.
 */
export default function ConversationPage({ SendBox }: { SendBox: SendBoxSlot }) {
  const { t } = useT('chat');
  const id = parseId(useParams().id);
  const byProfile = useLocation().pathname.startsWith('/members/');
  if (id === null) return <NotFound />;
  const target: ChatTarget = byProfile ? { profileId: id } : { conversationId: id };
  return (
    <PageFrame $narrow>
      <BackLink href="/chats">{t('conversation.back')}</BackLink>
      <MemberOnly visitorText={t('visitor.text')} signup={byProfile ? { source: 'chat', profileId: id } : { source: 'chat' }}>
        <Conversation key={byProfile ? `p${id}` : `c${id}`} target={target} SendBox={SendBox} />
      </MemberOnly>
    </PageFrame>
  );
}
