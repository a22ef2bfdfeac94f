import { useCallback, useEffect, useState } from 'react';
import type { CheckoutMethod } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { MemberOnly } from 'shared-kernel/ui/MemberOnly';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { errorCode } from 'shared-kernel/utils/apiError';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { startPayment } from '../../../api/payments';
import { Actions, AlertText, LinkButton, TextLink } from '../../../components/Parts';
import { ContinuePaymentButton, continueUrlOf } from '../../../components/PaymentFailure';
import { goToCheckout } from '../../../utils/checkout';
import { directDebitPath } from '../../../utils/discount';
import '../../../components/i18n';
import '../i18n';

/** No answer at all (offline): the request may have arrived, so a retry is the same attempt. */
const noAnswer = (error: unknown) => error instanceof HttpError && error.status === 0;

function StartFailed({ error, bundleId, onRetry }: { error: unknown; bundleId: number; onRetry: () => void }) {
  const { t } = useT('payments');
  const text = useErrorText();
  const code = errorCode(error);
  const blocked = code === ERROR_CODES.paymentsBlocked;
  const bundleGone = code === ERROR_CODES.bundleNotFound;
  // A refused discount code (not found, used, not for this order) stays refused: choose again instead.
  const codeRefused = code === ERROR_CODES.discountCodeNotFound || code === ERROR_CODES.discountCodeUsed || code === ERROR_CODES.discountCodeNotApplicable;
  // The discount belongs to the member's earlier payment, which can no longer be canceled: go on with that one.
  const continueUrl = continueUrlOf(error);
  const retryable = !blocked && !bundleGone && !codeRefused && continueUrl === null && code !== ERROR_CODES.methodUnavailable;
  return (
    <>
      <Alert variant={continueUrl === null ? 'danger' : 'warning'} title={t('start.failedHeading')}>
        {/* The API's Dutch text, verbatim (bundle_not_found, method_unavailable, payments_blocked, provider_unavailable). */}
        <AlertText>{text(error)}</AlertText>
      </Alert>
      <Actions>
        <ContinuePaymentButton error={error} />
        {retryable && <Button onClick={onRetry}>{t('start.retry')}</Button>}
        {!blocked && !bundleGone && <LinkButton href={`/credits/${bundleId}`} $variant="outline">{t('start.otherMethod')}</LinkButton>}
        {blocked ? <TextLink href="/transactions">{t('start.toTransactions')}</TextLink> : <TextLink href="/credits">{t('start.toBundles')}</TextLink>}
      </Actions>
    </>
  );
}

/**
 * Starts the payment once and leaves for the provider's page. The idempotency key belongs to this
 * attempt: the HTTP client's own retries and a retry after no answer at all reuse it (the server
 * then answers the same payment); a retry after a refusal is a new attempt with a new key.
 */
function Start({ bundleId, method, discountCode }: { bundleId: number; method: CheckoutMethod; discountCode: string | undefined }) {
  const { t } = useT('payments');
  const [attempt, setAttempt] = useState(() => ({ key: newIdempotencyKey() }));
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    setError(null);
    startPayment(bundleId, method, attempt.key, discountCode).then(
      ({ payment }) => {
        if (active) goToCheckout(payment);
      },
      (failure: unknown) => {
        if (active) setError(failure);
      },
    );
    return () => {
      active = false;
    };
  }, [bundleId, method, attempt, discountCode]);

  const retry = useCallback(() => setAttempt((a) => ({ key: noAnswer(error) ? a.key : newIdempotencyKey() })), [error]);

  if (error !== null) return <StartFailed error={error} bundleId={bundleId} onRetry={retry} />;
  const busy = t('start.busy', { method: t(`methods.${method}`) });
  return (
    <>
      <Spinner label={busy} size={40} />
      <p aria-hidden="true">{busy}</p>
    </>
  );
}

/** /credits/{id}/{method}: starts the payment and sends the browser to the provider (direct debit has its own page). */
export default function StartPaymentPage({ bundleId, method, discountCode }: { bundleId: number; method: CheckoutMethod; discountCode?: string | undefined }) {
  const { t } = useT('payments');
  const directDebit = method === 'directdebit';
  useEffect(() => {
    if (directDebit) navigate(directDebitPath(bundleId, discountCode ?? null));
  }, [directDebit, bundleId, discountCode]);
  return (
    <PageFrame $narrow>
      <h1>{t('start.heading')}</h1>
      <MemberOnly visitorText={t('common.visitor')} signup={{ source: 'credits' }}>
        {!directDebit && <Start bundleId={bundleId} method={method} discountCode={discountCode} />}
      </MemberOnly>
    </PageFrame>
  );
}
