import { useT } from 'shared-kernel/i18n';
import { CreditBuyLink, CreditLine } from 'shared-kernel/ui/CreditShortfall';
import '../i18n';

/**
 * Above the send button while the balance pays for exactly one more message (issue 27), so the
 * wall after it is no surprise: what the credits still pay for, and the way to buy more. A status:
 * it is announced when a send brings the balance down to it.
 */
export function LastMessageNotice({ id }: { id?: string }) {
  const { t } = useT('chat');
  return (
    <CreditLine id={id} $tone="info" role="status" data-testid="last-message-notice">
      <span>{t('send.lastMessage.text')}</span>
      <CreditBuyLink>{t('send.lastMessage.buy')}</CreditBuyLink>
    </CreditLine>
  );
}
