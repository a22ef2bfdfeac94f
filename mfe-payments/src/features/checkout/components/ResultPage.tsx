import { useEffect, useRef } from 'react';
import type { Transaction } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { loadUser, useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { HttpError } from 'shared-kernel/http';
import { Actions, AlertText, LinkButton, TextLink } from '../../../components/Parts';
import { usePayment } from '../hooks/usePayment';
import '../../../components/i18n';
import '../i18n';

function Completed({ payment }: { payment: Transaction }) {
  const { t } = useT('payments');
  const user = useSession((s) => s.user);
  const refreshed = useRef(false);
  useEffect(() => {
    // Credits and premium reach the nav through the live `credits` event (with paid_user on a first
    // purchase); one reload of the user covers a payment completed before the live stream was connected.
    if (refreshed.current) return;
    refreshed.current = true;
    loadUser().catch(() => undefined);
  }, []);
  return (
    <>
      <h1>{t('result.completed.heading')}</h1>
      <Alert variant="success">
        <AlertText>{t('result.completed.text', { count: payment.credits })}</AlertText>
        {/* The balance and premium follow the live `credits` event (and the one reload above). */}
        {user && <AlertText>{t('result.completed.balance', { count: user.credits })}</AlertText>}
        {user?.paid_user && <AlertText>{t('result.completed.premium')}</AlertText>}
      </Alert>
      <Actions>
        <LinkButton href="/members">{t('result.completed.members')}</LinkButton>
        <TextLink href="/transactions">{t('result.completed.transactions')}</TextLink>
      </Actions>
    </>
  );
}

function Pending({ payment }: { payment: Transaction }) {
  const { t } = useT('payments');
  // A direct-debit collection: credited when submitted; the bank debits it in the coming days.
  if (payment.method === 'directdebit') {
    return (
      <>
        <h1>{t('result.pending.directDebitHeading')}</h1>
        <Alert variant="success">
          <AlertText>{t('result.pending.directDebit', { count: payment.credits })}</AlertText>
        </Alert>
        <Actions>
          <LinkButton href="/members">{t('result.completed.members')}</LinkButton>
          <TextLink href="/transactions">{t('result.pending.transactions')}</TextLink>
        </Actions>
      </>
    );
  }
  return (
    <>
      <h1>{t('result.pending.heading')}</h1>
      <Alert variant="info">
        <AlertText>{payment.method === 'banktransfer' ? t('result.pending.bankTransfer') : t('result.pending.other')}</AlertText>
        <AlertText>{t('result.pending.watching')}</AlertText>
      </Alert>
      <Spinner label={t('result.pending.heading')} />
      <Actions>
        <TextLink href="/transactions">{t('result.pending.transactions')}</TextLink>
      </Actions>
    </>
  );
}

/** SPEC §8: 'De betaling is mislukt of geannuleeerd.'; a failed credit-card payment offers a retry and PayPal. */
function Failed({ payment }: { payment: Transaction }) {
  const { t } = useT('payments');
  return (
    <>
      <h1>{t('result.failed.heading')}</h1>
      <Alert variant="danger">
        <AlertText>{t('result.failed.text')}</AlertText>
      </Alert>
      <Actions>
        {/* Without ?payment the route starts a new attempt with a new key. */}
        <LinkButton href={`/credits/${payment.bundle_id}/${payment.method}`}>{t('result.failed.retry')}</LinkButton>
        {payment.method === 'creditcard' && (
          <LinkButton href={`/credits/${payment.bundle_id}/paypal`} $variant="outline">
            {t('result.failed.paypal')}
          </LinkButton>
        )}
        <TextLink href={`/credits/${payment.bundle_id}`}>{t('result.failed.otherMethod')}</TextLink>
      </Actions>
    </>
  );
}

function Reversed({ payment }: { payment: Transaction & { state: 'refunded' | 'charged_back' } }) {
  const { t } = useT('payments');
  return (
    <>
      <h1>{t('result.reversed.heading')}</h1>
      <Alert variant="warning">
        <AlertText>{t(`result.reversed.${payment.state}`)}</AlertText>
      </Alert>
      <Actions>
        <TextLink href={`/transactions/${payment.id}`}>{t('result.reversed.details')}</TextLink>
      </Actions>
    </>
  );
}

function Result({ paymentId }: { paymentId: number }) {
  const { t } = useT('payments');
  const { state, retry } = usePayment(paymentId);
  if (state.status === 'loading') return <Spinner label={t('result.loading')} />;
  if (state.status === 'failed') {
    if (state.error instanceof HttpError && state.error.status === 404) {
      return (
        <>
          <h1>{t('result.notFound')}</h1>
          <TextLink href="/transactions">{t('result.toTransactions')}</TextLink>
        </>
      );
    }
    return <LoadError error={state.error} onRetry={retry} />;
  }
  const payment = state.data;
  switch (payment.state) {
    case 'completed':
      return <Completed payment={payment} />;
    case 'pending':
      return <Pending payment={payment} />;
    case 'failed':
    case 'cancelled':
      return <Failed payment={payment} />;
    default:
      return <Reversed payment={{ ...payment, state: payment.state }} />;
  }
}

/** /credits/{id}/{method}?payment={id}: where the provider sends the member back (SPEC §2 complete / pending / failed). */
export default function ResultPage({ paymentId }: { paymentId: number }) {
  const { t } = useT('payments');
  return (
    <PageFrame $narrow>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        <Result paymentId={paymentId} />
      </MemberOnly>
    </PageFrame>
  );
}
