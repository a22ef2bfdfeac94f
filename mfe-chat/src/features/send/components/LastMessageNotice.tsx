import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import '../i18n';

const Line = styled.p`
  && {
    margin: 0;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 12px;
  padding: 0 12px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.info};
  border-radius: ${(p) => p.theme.radii.sm};
  & > span {
    padding: 8px 0;
  }
`;

/** Touch target of at least 44 px high. */
const BuyLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;

/**
 * Above the send button while the balance pays for exactly one more message (issue 27), so the
 * wall after it is no surprise: what the credits still pay for, and the way to buy more. A status:
 * it is announced when a send brings the balance down to it.
 */
export function LastMessageNotice({ id }: { id?: string }) {
  const { t } = useT('chat');
  return (
    <Line id={id} role="status" data-testid="last-message-notice">
      <span>{t('send.lastMessage.text')}</span>
      <BuyLink href="/credits">{t('send.lastMessage.buy')}</BuyLink>
    </Line>
  );
}
