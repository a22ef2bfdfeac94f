import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { AppLink } from 'shared-kernel/navigation';

/** What the paid action is: one message, one photo, the chosen gift, any gift (one price), or the cheapest gift. */
export type PaidAction = 'message' | 'photo' | 'gift' | 'anyGift' | 'cheapestGift';

/** True when a balance does not cover a cost (an unknown balance never blocks: the server decides). */
export function isShort(balance: number | null | undefined, cost: number): boolean {
  return balance !== null && balance !== undefined && balance < cost;
}

/**
 * A credit line next to a paid action, with its link to buy credits: the shortfall (a warning) and
 * the chat's "one more message" notice (information) share it.
 */
export const CreditLine = styled.p<{ $tone?: 'warning' | 'info' }>`
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
  border-left: 4px solid ${(p) => (p.$tone === 'info' ? p.theme.colors.info : p.theme.colors.warning)};
  border-radius: ${(p) => p.theme.radii.sm};
  & > span {
    padding: 8px 0;
  }
`;

/** The line's link to /credits, with a touch target of at least 44 px high. */
export const CreditBuyLink = styled(AppLink).attrs({ href: '/credits' })`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;

export interface CreditShortfallProps {
  balance: number;
  cost: number;
  action: PaidAction;
  id?: string;
}

/**
 * Next to a paid action the balance does not cover (issue 15): "Je hebt 5 credits, een bericht
 * kost 10" and a link to buy credits. The button it explains is disabled by its owner; the server
 * still decides on every send.
 */
export function CreditShortfall({ balance, cost, action, id }: CreditShortfallProps) {
  const { t } = useT(KERNEL_NS);
  return (
    <CreditLine id={id} data-testid="credit-shortfall">
      <span>
        {t('shortfall.balance', { count: balance })}, {t(`shortfall.${action}`, { count: cost })}.
      </span>
      <CreditBuyLink>{t('shortfall.buyCredits')}</CreditBuyLink>
    </CreditLine>
  );
}
