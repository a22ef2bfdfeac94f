import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ChatListEntry } from 'shared-kernel/contract';
import type { ChatTarget } from 'shared-kernel/stores/chat';
import { useT } from 'shared-kernel/i18n';
import { deleteChat, loadChats, useChatState } from 'shared-kernel/stores/chat';
import { Button } from 'shared-kernel/ui/Button';
import { ButtonRow } from 'shared-kernel/ui/ButtonRow';
import { EmptyState } from 'shared-kernel/ui/EmptyState';
import { LoadError, useSettingsInBackground } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { Modal } from 'shared-kernel/ui/Modal';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { ChatRow } from './ChatRow';
import '../../../components/i18n';
import '../i18n';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The member's conversations from the kernel chat store (which follows the live stream). Every
 * visit asks the server again; the progress indicator shows only until the first answer of the
 * session (SPEC §7), later reloads happen in the background.
 */
function ChatList({ active }: { active?: ChatTarget }) {
  const { t } = useT('chat');
  const chats = useChatState((s) => s.chats);
  const loaded = useChatState((s) => s.chatsLoaded);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<ChatListEntry | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useSettingsInBackground();

  useEffect(() => {
    let active = true;
    setError(null);
    loadChats().catch((failure: unknown) => {
      if (active) setError(failure);
    });
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!loaded) return error !== null ? <LoadError error={error} onRetry={retry} /> : <Spinner label={t('chats.loading')} />;

  const remove = () => {
    if (!removing) return;
    // Removed from the list at once; the store alerts and reloads when the server refuses (SPEC §8).
    void deleteChat(removing.conversation.id);
    setRemoving(null);
  };

  return (
    <>
      {chats.length === 0 ? (
        <EmptyState text={t('chats.empty')} actionHref="/members" actionLabel={t('chats.emptyAction')} />
      ) : (
        <List aria-label={t('chats.listLabel')}>
          {chats.map((entry) => (
            <ChatRow key={entry.conversation.id} entry={entry} onRemove={setRemoving} active={isActive(entry, active)} />
          ))}
        </List>
      )}
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('chats.remove.title')} size="sm" initialFocusRef={cancelRef}>
        <p>{t('chats.remove.text', { name: removing?.profile.name ?? '' })}</p>
        <ButtonRow>
          <Button ref={cancelRef} variant="outline" onClick={() => setRemoving(null)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={remove}>
            {t('chats.remove.confirm')}
          </Button>
        </ButtonRow>
      </Modal>
    </>
  );
}

const isActive = (entry: ChatListEntry, active: ChatTarget | undefined): boolean =>
  active !== undefined && ('conversationId' in active ? entry.conversation.id === active.conversationId : entry.profile.id === active.profileId);

/** The list beside the open conversation on a wide screen (issue 28), the open one marked. */
export function ChatsPane({ active }: { active: ChatTarget }) {
  return <ChatList active={active} />;
}

/** /chats: the conversations list (SPEC §2, §9). */
export default function ChatsPage() {
  const { t } = useT('chat');
  return (
    <PageFrame $narrow>
      <h1>{t('chats.heading')}</h1>
      <MemberOnly visitorText={t('visitor.text')} signup={{ source: 'chats' }}>
        <ChatList />
      </MemberOnly>
    </PageFrame>
  );
}
