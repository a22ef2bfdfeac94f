import styled from 'styled-components';
import type { ChatRules } from 'shared-kernel/contract';
import { CHAT_RULES } from 'shared-kernel/contract/constants';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Alert } from 'shared-kernel/ui/Alert';
import '../i18n';

const Text = styled.p`
  margin: 0 0 8px;
`;

/** In place of the send box: why the member cannot send in this conversation (rules.blocked_by). */
export function SendBlocked({ reason, name }: { reason: NonNullable<ChatRules['blocked_by']>; name: string }) {
  const { t } = useT('chat');
  if (reason === 'conversation_limit') {
    return (
      <Alert variant="info" data-testid="send-blocked">
        <Text>{t('send.blocked.conversation_limit', { limit: CHAT_RULES.freeConversationLimit, name })}</Text>
        <AppLink href="/premium">{t('send.blocked.premium')}</AppLink>
      </Alert>
    );
  }
  return (
    <Alert variant="info" data-testid="send-blocked">
      <Text>{t('send.blocked.reply_needs_confirmation', { name })}</Text>
    </Alert>
  );
}
