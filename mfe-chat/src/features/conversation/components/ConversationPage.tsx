import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { ChatRules, ProfileCard } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink, navigate } from 'shared-kernel/navigation';
import { useLocation, useParams } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { forgetChatsWithProfile, type ChatTarget } from 'shared-kernel/stores/chat';
import { removeProfileFromSearch } from 'shared-kernel/stores/search';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
import { Modal } from 'shared-kernel/ui/Modal';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { BackLink, PageFrame } from 'shared-kernel/ui/PageFrame';
import NotFound from '../../../components/NotFound';
import { FictionalFlag } from '../../../components/Fictional';
import { ProfilePhoto } from '../../../components/ProfilePhoto';
import { useWideScreen } from '../../../hooks/useWideScreen';
import { blockMember } from '../api/block';
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
  /** A text to put in the box and focus (the reply to a gift); a new `key` fills it again. */
  prefill?: { text: string; key: number } | null;
}

/** The chats feature's list beside the conversation on a wide screen, composed by the app. */
export type ChatsPaneSlot = ComponentType<{ active: ChatTarget }>;

/** The send feature's box at the bottom of the conversation, composed by the app (`app/ConversationRoute`). */
export type SendBoxSlot = ComponentType<SendBoxSlotProps>;

/** Blocking from the conversation: asked first; done, the chats with them go and the member is back at the list. */
function BlockDialog({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: ProfileCard }) {
  const { t } = useT('chat');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const block = async () => {
    setBusy(true);
    setError(null);
    try {
      await blockMember(profile.id);
      removeProfileFromSearch(profile.id);
      forgetChatsWithProfile(profile.id);
      navigate('/chats');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={close} lightDismiss={!busy} size="sm" title={t('conversation.blockDialog.title', { name: profile.name })}>
      <p>{t('conversation.blockDialog.text', { name: profile.name })}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      <ButtonRow>
        <Button variant="outline" onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void block()} disabled={busy} aria-busy={busy || undefined}>
          {t('conversation.blockDialog.confirm')}
        </Button>
      </ButtonRow>
    </Modal>
  );
}

function Conversation({ target, SendBox }: { target: ChatTarget; SendBox: SendBoxSlot }) {
  const { t } = useT('chat');
  const conversation = useConversation(target);
  const [blocking, setBlocking] = useState(false);
  const [prefill, setPrefill] = useState<{ text: string; key: number } | null>(null);
  useSettingsInBackground();
  const { state } = conversation;
  if (state.status === 'loading') return <Spinner label={t('conversation.loading')} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={conversation.retry} />;
  const { info } = state;
  const canSend = info.rules.blocked_by === null;
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
        onBlock={() => setBlocking(true)}
        onReplyGift={canSend ? (gift) => setPrefill((p) => ({ text: t('conversation.giftReplyText', { gift }), key: (p?.key ?? 0) + 1 })) : undefined}
      />
      <SendBox profile={info.profile} conversationId={info.conversationId} rules={info.rules} prefill={prefill} />
      <BlockDialog open={blocking} onClose={() => setBlocking(false)} profile={info.profile} />
    </Layout>
  );
}

/** Wide screens: the chats list (its own scroll) beside the conversation. */
const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  & > aside {
    height: calc(100dvh - 120px);
    min-height: 420px;
    overflow-y: auto;
    padding: 4px;
  }
`;

const parseId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/**
 * `/chats/{id}` (a conversation by its id) and `/members/{id}/chat` (with a member by profile id;
 * the conversation with them when there is one, the address stays): SPEC §2 chat layout.
 */
export default function ConversationPage({ SendBox, ChatsPane }: { SendBox: SendBoxSlot; ChatsPane?: ChatsPaneSlot }) {
  const { t } = useT('chat');
  const id = parseId(useParams().id);
  const byProfile = useLocation().pathname.startsWith('/members/');
  const wide = useWideScreen() && ChatsPane !== undefined;
  if (id === null) return <NotFound />;
  const target: ChatTarget = byProfile ? { profileId: id } : { conversationId: id };
  const conversation = <Conversation key={byProfile ? `p${id}` : `c${id}`} target={target} SendBox={SendBox} />;
  return (
    <PageFrame $narrow={!wide}>
      <BackLink href="/chats">{t('conversation.back')}</BackLink>
      <MemberOnly visitorText={t('visitor.text')} signup={byProfile ? { source: 'chat', profileId: id } : { source: 'chat' }}>
        {wide && ChatsPane ? (
          <Panes>
            <aside aria-label={t('conversation.chatsPane')}>
              <ChatsPane active={target} />
            </aside>
            <div>{conversation}</div>
          </Panes>
        ) : (
          conversation
        )}
      </MemberOnly>
    </PageFrame>
  );
}
