import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Bundle } from 'shared-kernel/contract';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Loaded } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { collectWithMandate, fetchDirectDebitStatus, requestCode, type DirectDebitChallengeAnswer, type DirectDebitCollectionAnswer, type DirectDebitStatus } from '../../../api/direct-debit';
import { fetchBundles } from '../../../api/payments';
import { Actions, AlertText, LinkButton, TextLink, WasPrice } from '../../../components/Parts';
import { PaymentFailure } from '../../../components/PaymentFailure';
import { WelcomeOffer } from '../../../components/WelcomeOffer';
import { useOfferPricing, type OfferPricing } from '../../../hooks/useOfferPricing';
import { methodPrice, type MethodPrice } from '../../../utils/discount';
import { formatMoney } from '../../../utils/money';
import { CodeStep } from './CodeStep';
import { Done } from './Done';
import { EMPTY_FIELDS, MandateForm } from './MandateForm';
import '../../../components/i18n';
import '../i18n';

const Summary = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
`;

type Fields = typeof EMPTY_FIELDS;

/** A bundle id from `?bundle=` ("3"), or null. */
const bundleIdFrom = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

function Refusal({ text, bundleId }: { text: string; bundleId: number | null }) {
  const { t } = useT('payments');
  return (
    <>
      <Alert variant="danger">
        <AlertText>{text}</AlertText>
      </Alert>
      <Actions>
        {bundleId !== null && <LinkButton href={`/credits/${bundleId}`} $variant="outline">{t('directDebit.otherMethod')}</LinkButton>}
        <TextLink href="/credits">{t('directDebit.toBundles')}</TextLink>
      </Actions>
    </>
  );
}

/** The member's valid mandate: one click pays the bundle by direct debit. */
function PayWithMandate({
  status,
  bundle,
  price,
  onDone,
  onReplace,
}: {
  status: DirectDebitStatus;
  bundle: Bundle;
  price: MethodPrice;
  onDone: (c: DirectDebitCollectionAnswer) => void;
  onReplace: () => void;
}) {
  const { t } = useT('payments');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const key = useRef<string | null>(null);
  const mandate = status.mandate!;
  const pay = () => {
    if (busy) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFailure(null);
    collectWithMandate(bundle.id, key.current, price.code).then(onDone, (error: unknown) => {
      if (!(error instanceof HttpError && error.status === 0)) key.current = null;
      setFailure(error);
      setBusy(false);
    });
  };
  return (
    <>
      <h2>{t('directDebit.mandate.heading')}</h2>
      <p>{t('directDebit.mandate.details', { iban: mandate.iban, holder: mandate.account_holder, reference: mandate.reference })}</p>
      {failure !== null && <PaymentFailure error={failure} />}
      <Actions>
        <Button size="lg" onClick={pay} disabled={busy} aria-busy={busy}>
          {busy ? t('directDebit.mandate.busy') : t('directDebit.mandate.pay', { price: formatMoney(price.amount, bundle.currency) })}
        </Button>
        <Button variant="link" onClick={onReplace} disabled={busy}>
          {t('directDebit.mandate.replace')}
        </Button>
      </Actions>
    </>
  );
}

type Step = { at: 'start' } | { at: 'form' } | { at: 'code'; challenge: DirectDebitChallengeAnswer['challenge'] } | { at: 'done'; collection: DirectDebitCollectionAnswer };

/** The price and, while the welcome offer is active, "Welkomstkorting toegepast" with the way to pay without it (as on /credits). */
function PriceSummary({ bundle, price, pricing }: { bundle: Bundle; price: MethodPrice; pricing?: OfferPricing }) {
  const { t } = useT('payments');
  const applied = pricing?.discount.status === 'applied' ? pricing.discount.answer.discountcode : null;
  return (
    <>
      {pricing && <WelcomeOffer applied={price.code} onUse={pricing.apply} onRemove={pricing.remove} />}
      <Summary data-summary>
        {t('directDebit.summary', { credits: t('common.credits', { count: bundle.credits }), price: formatMoney(price.amount, bundle.currency) })}
        {price.amount !== bundle.price && <WasPrice aria-label={t('discount.was', { price: formatMoney(bundle.price, bundle.currency) })}>{formatMoney(bundle.price, bundle.currency)}</WasPrice>}
      </Summary>
      {price.excluded && applied?.paymentmethods && <p>{t('discount.methodsOnly', { methods: applied.paymentmethods.map((m) => t(`methods.${m}`)).join(', ') })}</p>}
    </>
  );
}

function Flow({ status, bundle, price, pricing }: { status: DirectDebitStatus; bundle: Bundle; price: MethodPrice; pricing: OfferPricing }) {
  const { t } = useT('payments');
  const [step, setStep] = useState<Step>(status.mandate ? { at: 'start' } : { at: 'form' });
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);

  const ask = async (values: Fields): Promise<void> => {
    setFields(values);
    const { challenge } = await requestCode({ ...values, bundle_id: bundle.id, consent: true, ...(price.code === null ? {} : { discount_code: price.code }) });
    setStep({ at: 'code', challenge });
  };

  if (step.at === 'done') return <Done collection={step.collection} />;
  const left = Math.max(0, status.limit.amount - status.limit.used);
  return (
    <>
      {step.at === 'code' ? (
        // What the SMS code signs for: the server's price of the first collection.
        <PriceSummary bundle={bundle} price={{ amount: step.challenge.amount, code: step.challenge.discount_code, excluded: false }} />
      ) : (
        <PriceSummary bundle={bundle} price={price} pricing={pricing} />
      )}
      <p>{t('directDebit.limitInfo', { days: status.limit.period_days, limit: formatMoney(status.limit.amount, status.limit.currency), left: formatMoney(left, status.limit.currency) })}</p>
      {step.at === 'start' && <PayWithMandate status={status} bundle={bundle} price={price} onDone={(collection) => setStep({ at: 'done', collection })} onReplace={() => setStep({ at: 'form' })} />}
      {step.at === 'form' && (
        <>
          <p>{t('directDebit.intro')}</p>
          <MandateForm creditor={status.creditor} initial={fields} onSubmit={ask} />
        </>
      )}
      {step.at === 'code' && (
        <CodeStep challenge={step.challenge} onDone={(collection) => setStep({ at: 'done', collection })} onNewCode={() => ask(fields)} onEdit={() => setStep({ at: 'form' })} />
      )}
    </>
  );
}

/** The bundle's price by direct debit: the welcome offer applied unasked (issue 27), `?code=` another code or none. */
function Priced({ status, bundle }: { status: DirectDebitStatus; bundle: Bundle }) {
  const { t } = useT('payments');
  const pricing = useOfferPricing();
  // Waits once rather than flash the full price; later (the session after the purchase) the flow stays.
  const settled = useRef(false);
  if (!pricing.settling) settled.current = true;
  if (!settled.current) return <Spinner label={t('directDebit.loading')} />;
  const price = methodPrice(pricing.discount, bundle, 'directdebit');
  // SPEC §8, verbatim.
  if (status.limit.used + price.amount > status.limit.amount) return <Refusal text={ruleText('directDebit.limitReached', 'payments')} bundleId={bundle.id} />;
  return <Flow status={status} bundle={bundle} price={price} pricing={pricing} />;
}

function DirectDebit({ bundleId }: { bundleId: number | null }) {
  const { t } = useT('payments');
  if (bundleId === null) return <Refusal text={t('directDebit.chooseBundle')} bundleId={null} />;
  return (
    <Loaded load={() => Promise.all([fetchDirectDebitStatus(), fetchBundles()])} loadingLabel={t('directDebit.loading')}>
      {([status, bundles]) => {
        const bundle = bundles.bundles.find((b) => b.id === bundleId);
        if (!bundle) return <Refusal text={t('directDebit.chooseBundle')} bundleId={null} />;
        if (!status.available) return <Refusal text={t('directDebit.unavailable')} bundleId={bundleId} />;
        // SPEC §8, verbatim.
        if (status.blocked) return <Refusal text={ruleText('directDebit.blocked', 'payments')} bundleId={bundleId} />;
        return <Priced status={status} bundle={bundle} />;
      }}
    </Loaded>
  );
}

/** /directdebit?bundle={id} (SPEC §2, §3): a bundle by SEPA direct debit, the mandate signed with an SMS code. */
export default function DirectDebitPage() {
  const { t } = useT('payments');
  const [search] = useSearchParams();
  return (
    <PageFrame $narrow>
      <h1>{t('app.titles.directDebit')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        <DirectDebit bundleId={bundleIdFrom(search.get('bundle'))} />
      </MemberOnly>
    </PageFrame>
  );
}
