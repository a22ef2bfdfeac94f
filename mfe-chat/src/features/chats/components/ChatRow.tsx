import styled from 'styled-components';
import type { ChatListEntry } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Badge } from 'shared-kernel/ui/Badge';
import { DotsIcon, Menu } from 'shared-kernel/ui/Menu';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { FictionalFlag } from '../../../components/Fictional';
import { ProfilePhoto } from '../../../components/ProfilePhoto';
import { relativeTime } from '../../../utils/time';
import '../i18n';

const Row = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px 8px 8px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  outline: ${(p) => (p.$active ? `2px solid ${p.theme.colors.primary}` : 'none')};
`;

const Entry = styled(AppLink)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px;
  color: inherit;
  text-decoration: none;
  border-radius: ${(p) => p.theme.radii.sm};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Texts = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 8px;
  min-width: 0;
  & > strong {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > time {
    margin-left: auto;
    flex: none;
    font-size: 0.8125rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Preview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.9375rem;
  font-weight: ${(p) => (p.$unread ? 700 : 400)};
  color: ${(p) => (p.$unread ? p.theme.colors.text : p.theme.colors.textMuted)};
`;

/** The newest message in words, as plain text (a gift or photo described, never HTML). */
export function usePreview(entry: ChatListEntry): string {
  const { t } = useT('chat');
  const last = entry.conversation.last_message;
  const name = entry.profile.name;
  if (!last) return t('chats.preview.none');
  if (last.kind === 'gift') return last.mine ? t('chats.preview.giftMine') : t('chats.preview.giftTheirs', { name });
  if (last.kind === 'photo') return last.mine ? t('chats.preview.photoMine') : t('chats.preview.photoTheirs', { name });
  const text = last.preview ?? '';
  return last.mine ? t('chats.preview.mine', { text }) : text;
}

export interface ChatRowProps {
  entry: ChatListEntry;
  onRemove: (entry: ChatListEntry) => void;
  /** The conversation open beside the list (wide screens). */
  active?: boolean;
}

/** One conversation: photo, name (fictional flagged), the newest message, when, unread count; removing it is behind its "…". */
export function ChatRow({ entry, onRemove, active = false }: ChatRowProps) {
  const { t } = useT('chat');
  const preview = usePreview(entry);
  const unread = entry.num_unread_messages;
  const { profile, conversation } = entry;
  return (
    <Row data-conversation-id={conversation.id} $active={active}>
      <Entry href={`/chats/${conversation.id}`} aria-current={active ? 'page' : undefined}>
        <ProfilePhoto profile={profile} size={56} />
        <Texts>
          <Top>
            <strong>{profile.name}</strong>
            {profile.fictional && <FictionalFlag />}
            <time dateTime={conversation.updated_at}>{relativeTime(conversation.updated_at)}</time>
          </Top>
          <Preview $unread={unread > 0}>{preview}</Preview>
        </Texts>
        {unread > 0 && (
          <>
            <Badge variant="danger" count={unread} aria-hidden="true" data-testid="unread-badge" />
            <VisuallyHidden>{t('chats.unread', { count: unread })}</VisuallyHidden>
          </>
        )}
      </Entry>
      <Menu
        label={t('chats.actions', { name: profile.name })}
        icon={<DotsIcon />}
        items={[{ key: 'remove', label: t('chats.remove.label', { name: profile.name }), onSelect: () => onRemove(entry), danger: true }]}
      />
    </Row>
  );
}
