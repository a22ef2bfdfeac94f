import { useState } from 'react';
import styled from 'styled-components';
import type { Bundle, CheckoutMethod } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { fetchBundles, type BundlesAnswer } from '../../../api/payments';
import { DiscountCodeField } from '../../../components/DiscountCodeField';
import { Actions, AlertText, CardLink, LinkButton, StackList, TextLink, WasPrice } from '../../../components/Parts';
import { type DiscountState } from '../../../hooks/useDiscount';
import { useOfferPricing } from '../../../hooks/useOfferPricing';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import { applePayAvailable } from '../../../utils/checkout';
import { directDebitPath, withCode } from '../../../utils/discount';
import { formatMoney } from '../../../utils/money';
import '../../../components/i18n';
import '../i18n';

const Summary = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
`;

const MethodLink = styled(CardLink)`
  display: grid;
  gap: 2px;
  border: 2px solid ${(p) => p.theme.colors.border};
  strong {
    font-size: 1.0625rem;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

const NOTES: Partial<Record<CheckoutMethod, string>> = {
  ideal: 'methodChoice.idealNote',
  banktransfer: 'methodChoice.bankTransferNote',
  directdebit: 'methodChoice.directDebitNote',
};

function Methods({ bundle, methods, discount, removed }: { bundle: Bundle; methods: readonly CheckoutMethod[]; discount: DiscountState; removed: boolean }) {
  const { t } = useT('payments');
  // Asked once: Apple Pay only where the browser can pay with it (SPEC §9).
  const [applePay] = useState(applePayAvailable);
  const shown = methods.filter((m) => m !== 'applepay' || applePay);
  // The server's price with the code (GET /api/discountcode.php); the checkout computes it again.
  const applied = discount.status === 'applied' ? discount.answer : null;
  const priced = applied?.prices.find((p) => p.bundle_id === bundle.id);
  const code = applied && priced && priced.discount > 0 ? applied.discountcode.code : null;
  const allowed = (method: CheckoutMethod) => !applied?.discountcode.paymentmethods || applied.discountcode.paymentmethods.includes(method);
  const price = code && priced ? priced.amount : bundle.price;
  // The direct-debit page applies the welcome offer itself: it gets the code, or `''` when this page shows none for it.
  const directDebitCode = (withDiscount: boolean): string | null => (code !== null ? (withDiscount ? code : '') : removed ? '' : null);
  return (
    <>
      <Summary data-summary>
        {t('methodChoice.summary', { credits: t('common.credits', { count: bundle.credits }), price: formatMoney(price, bundle.currency) })}
        {price !== bundle.price && <WasPrice>{formatMoney(bundle.price, bundle.currency)}</WasPrice>}
      </Summary>
      {applied && priced && priced.discount === 0 && (
        <p>{t('discount.belowMinimum', { price: formatMoney(applied.discountcode.minimum_order_value, bundle.currency) })}</p>
      )}
      <StackList aria-label={t('methodChoice.listLabel')}>
        {shown.map((method) => {
          const note = NOTES[method];
          const withDiscount = code !== null && allowed(method);
          return (
            <li key={method}>
              <MethodLink href={method === 'directdebit' ? directDebitPath(bundle.id, directDebitCode(withDiscount)) : withCode(`/credits/${bundle.id}/${method}`, withDiscount ? code : null)} data-method={method}>
                <strong>{t(`methods.${method}`)}</strong>
                {note && <span>{t(note)}</span>}
                {code !== null && !withDiscount && <span>{t('methodChoice.noDiscount')}</span>}
              </MethodLink>
            </li>
          );
        })}
      </StackList>
    </>
  );
}

function Choice({ prices, bundleId }: { prices: BundlesAnswer; bundleId: number }) {
  const { t } = useT('payments');
  // The welcome offer is applied unasked (issue 27); `?code=` another code, or none.
  const pricing = useOfferPricing();
  const bundle = prices.bundles.find((b) => b.id === bundleId);
  if (!bundle) {
    return (
      <Alert variant="warning">
        <AlertText>{t('methodChoice.bundleGone')}</AlertText>
        <Actions>
          <LinkButton href="/credits">{t('methodChoice.toBundles')}</LinkButton>
        </Actions>
      </Alert>
    );
  }
  return (
    <>
      <WelcomeOffer applied={pricing.prices?.code ?? null} onUse={pricing.apply} onRemove={pricing.remove} settling={pricing.settling} />
      <DiscountCodeField discount={pricing.typed} onApply={pricing.apply} onRemove={pricing.remove} />
      {pricing.settling ? <Spinner label={t('methodChoice.loading')} /> : <Methods bundle={bundle} methods={prices.methods} discount={pricing.discount} removed={pricing.linkCode === ''} />}
    </>
  );
}

/** /credits/{id}: the payment methods of the member's country for bundle {id}, in the server's order. */
export default function MethodChoicePage({ bundleId }: { bundleId: number }) {
  const { t } = useT('payments');
  return (
    <PageFrame $narrow>
      <TextLink href="/credits">{t('methodChoice.otherBundle')}</TextLink>
      <h1>{t('app.titles.paymentMethod')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        <Loaded load={fetchBundles} loadingLabel={t('methodChoice.loading')}>
          {(prices) => <Choice prices={prices} bundleId={bundleId} />}
        </Loaded>
      </MemberOnly>
    </PageFrame>
  );
}
