import type { OpenPaymentError } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { continuePayment } from '../utils/checkout';
import { AlertText } from './Parts';
import './i18n';

/** The address of the member's earlier payment in a 409 discount_open_payment (OpenPaymentError), or null. */
export function continueUrlOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.code !== ERROR_CODES.discountOpenPayment) return null;
  const body = error.body as Partial<OpenPaymentError> | null;
  return typeof body?.continue_url === 'string' && body.continue_url !== '' ? body.continue_url : null;
}

/** "Ga verder met je openstaande betaling" for an error that names the member's earlier payment, else nothing. */
export function ContinuePaymentButton({ error }: { error: unknown }) {
  const { t } = useT('payments');
  const url = continueUrlOf(error);
  return url === null ? null : <Button onClick={() => continuePayment(url)}>{t('common.continuePayment')}</Button>;
}

/**
 * Why a payment could not start, in the page's language; when the welcome discount belongs to the
 * member's earlier payment that can no longer be canceled (issue 27), a warning with the way to it.
 */
export function PaymentFailure({ error }: { error: unknown }) {
  const text = useErrorText();
  return (
    <Alert variant={continueUrlOf(error) === null ? 'danger' : 'warning'}>
      <AlertText>{text(error)}</AlertText>
      <ContinuePaymentButton error={error} />
    </Alert>
  );
}
