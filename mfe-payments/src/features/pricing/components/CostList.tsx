import styled from 'styled-components';
import type { BundlesResponse, Settings } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { Muted } from '../../../components/Parts';
import { formatMoney, formatPricePerCredit } from '../../../utils/money';
import '../../../components/i18n';
import '../i18n';

/** On a phone the euro line under the credits; from md on beside them, right-aligned. */
const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
  strong {
    font-weight: 600;
  }
  ${media.md} {
    gap: 8px;
    li {
      grid-template-columns: 1fr auto;
      gap: 16px;
    }
  }
`;

const From = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

type Costs = Pick<Settings, 'message_credits' | 'photo_credits' | 'gift_credits'>;

/**
 * "Wat kost wat?" (issue 27, honest prices): the credit cost is the unit ("Een bericht: 10 credits"),
 * euros only as "vanaf € 2,50": the server's price at the best-value bundle's rate, the lowest any
 * bundle gives; a note says so, with that rate.
 */
export function CostList({ prices, costs }: { prices: BundlesResponse; costs: Costs }) {
  const { t } = useT('payments');
  const best = prices.bundles.find((b) => b.best_value);
  const rows = [
    { key: 'message', credits: costs.message_credits, price: prices.message_price },
    { key: 'photoMessage', credits: costs.photo_credits, price: prices.photo_message_price },
    { key: 'gift', credits: costs.gift_credits, price: prices.gift_price },
  ] as const;
  return (
    <>
      <List>
        {rows.map((row) => (
          <li key={row.key}>
            <strong>{t(`pricing.costs.${row.key}`, { credits: t('common.credits', { count: row.credits }) })}</strong>
            {best && <From>{t('pricing.costs.from', { price: formatMoney(row.price, prices.currency) })}</From>}
          </li>
        ))}
      </List>
      {best && <Muted>{t('pricing.costs.note', { price: formatPricePerCredit(best.price, best.credits, best.currency) })}</Muted>}
    </>
  );
}
