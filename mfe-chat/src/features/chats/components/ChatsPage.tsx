import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ChatListEntry } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { deleteChat, loadChats, useChatState } from 'shared-kernel/stores/chat';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError, useSettingsInBackground } from '../../../components/LoadError';
import { MemberOnly } from '../../../components/MemberOnly';
import { PageFrame } from '../../../components/PageFrame';
import { ChatRow } from './ChatRow';
import '../i18n';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/**
 * The member's conversations from the kernel chat store (which follows the live stream). Every
 * visit asks the server again; the progress indicator shows only until the first answer of the
 * session (SPEC §7), later reloads happen in the background.
 */
function ChatList() {
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
        <Empty>
          <p>{t('chats.empty')}</p>
          <AppLink href="/members">{t('chats.emptyAction')}</AppLink>
        </Empty>
      ) : (
        <List aria-label={t('chats.listLabel')}>
          {chats.map((entry) => (
            <ChatRow key={entry.conversation.id} entry={entry} onRemove={setRemoving} />
          ))}
        </List>
      )}
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('chats.remove.title')} size="sm" initialFocusRef={cancelRef}>
        <p>{t('chats.remove.text', { name: removing?.profile.name ?? '' })}</p>
        <Buttons>
          <Button ref={cancelRef} variant="outline" onClick={() => setRemoving(null)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={remove}>
            {t('chats.remove.confirm')}
          </Button>
        </Buttons>
      </Modal>
    </>
  );
}

/** /chats: the conversations list (SPEC §2, §9). */
export default function ChatsPage() {
  const { t } = useT('chat');
  return (
    <PageFrame>
      <h1>{t('chats.heading')}</h1>
      <MemberOnly signup={{ source: 'chats' }}>
        <ChatList />
      </MemberOnly>
    </PageFrame>
  );
}
