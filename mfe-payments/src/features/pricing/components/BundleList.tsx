import styled from 'styled-components';
import type { Bundle, DiscountedPrice } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { LinkButton } from '../../../components/Parts';
import { withCode } from '../../../utils/discount';
import { formatMoney, formatPricePerCredit } from '../../../utils/money';
import '../../../components/i18n';
import '../i18n';

const List = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0 0 16px;
  /* Room for the best-value label on the top edge of the first card. */
  padding: 12px 0 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: 16px;
  }
`;

const Item = styled.li<{ $best: boolean }>`
  position: relative;
  display: grid;
  gap: 4px;
  align-content: start;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => (p.$best ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  a {
    margin-top: 12px;
  }
`;

const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors.secondary};
`;

/** The price before the discount, struck through, and the discount. */
const Was = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  color: ${(p) => p.theme.colors.textMuted};
  s {
    text-decoration-thickness: 2px;
  }
  strong {
    padding: 0 8px;
    color: ${(p) => p.theme.colors.onPrimary};
    background: ${(p) => p.theme.colors.success};
    border-radius: ${(p) => p.theme.radii.pill};
  }
`;

const PerCredit = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

/** On the card's top edge, so the cards' contents line up side by side. */
const BestValue = styled.p`
  position: absolute;
  top: -13px;
  left: 14px;
  padding: 2px 10px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${(p) => p.theme.colors.onPrimary};
  background: ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.pill};
`;

export interface BundleListProps {
  bundles: readonly Bundle[];
  label: string;
  /** Each bundle leads to its method choice (/credits/{id}); without, the list only informs. */
  choosable?: boolean;
  /** The prices with a discount code (server-computed), by bundle id; the code goes along to the method choice. */
  discount?: { code: string; percentage: number; prices: ReadonlyMap<number, DiscountedPrice> } | null;
  /** The code the links carry (`''`: the member removed the welcome discount); default: the discount's. */
  linkCode?: string | null;
}

/** The credit bundles: credits, price, price per credit, the best value marked (SPEC §1). */
export function BundleList({ bundles, label, choosable = false, discount = null, linkCode = discount?.code ?? null }: BundleListProps) {
  const { t } = useT('payments');
  return (
    <List aria-label={label}>
      {bundles.map((bundle) => {
        const priced = discount?.prices.get(bundle.id);
        const amount = priced && priced.discount > 0 ? priced.amount : bundle.price;
        return (
          <Item key={bundle.id} $best={bundle.best_value} data-bundle-id={bundle.id}>
            {bundle.best_value && <BestValue>{t('bundle.bestValue')}</BestValue>}
            <h3>{t('common.credits', { count: bundle.credits })}</h3>
            <Price data-price>{formatMoney(amount, bundle.currency)}</Price>
            {amount !== bundle.price && discount && (
              <Was>
                <s aria-label={t('discount.was', { price: formatMoney(bundle.price, bundle.currency) })}>{formatMoney(bundle.price, bundle.currency)}</s>
                <strong>{t('discount.percentOff', { percentage: discount.percentage })}</strong>
              </Was>
            )}
            <PerCredit>{t('bundle.perCredit', { price: formatPricePerCredit(amount, bundle.credits, bundle.currency) })}</PerCredit>
            {choosable && (
              <LinkButton href={withCode(`/credits/${bundle.id}`, linkCode)} $variant={bundle.best_value ? 'primary' : 'outline'} $block>
                {t('bundle.choose', { count: bundle.credits })}
              </LinkButton>
            )}
          </Item>
        );
      })}
    </List>
  );
}
