import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { errorCode } from 'shared-kernel/utils/apiError';
import { newIdempotencyKey } from 'shared-kernel/utils/idempotencyKey';
import { confirmCode, type DirectDebitChallengeAnswer, type DirectDebitCollectionAnswer } from '../../../api/direct-debit';
import { Actions, AlertText } from '../../../components/Parts';
import { TextField } from 'shared-kernel/ui/TextField';

type Challenge = DirectDebitChallengeAnswer['challenge'];

const Details = styled.details`
  margin: 12px 0;
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

interface Props {
  challenge: Challenge;
  onDone: (collection: DirectDebitCollectionAnswer) => void;
  onNewCode: () => Promise<void>;
  onEdit: () => void;
}

/** The SMS code signs the mandate: 'Code ongeldig' when wrong; a new code after too many tries. */
export function CodeStep({ challenge, onDone, onNewCode, onEdit }: Props) {
  const { t } = useT('payments');
  const text = useErrorText();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const key = useRef<string | null>(null);
  const expired = errorCode(failure) === ERROR_CODES.otpExpired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^[0-9]{6}$/.test(otp.trim())) {
      setFieldError(ruleText('directDebit.otpFormat', 'payments'));
      return;
    }
    key.current ??= newIdempotencyKey();
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    confirmCode(challenge.id, otp.trim(), key.current).then(onDone, (error: unknown) => {
      // No answer at all: the same attempt may be retried with its key; otherwise a new attempt.
      if (!(error instanceof HttpError && error.status === 0)) key.current = null;
      if (errorCode(error) === ERROR_CODES.otpInvalid) setFieldError(ruleText('directDebit.otpInvalid', 'payments'));
      else setFailure(error);
      setBusy(false);
    });
  };

  const newCode = () => {
    setBusy(true);
    setFailure(null);
    setFieldError(null);
    setOtp('');
    onNewCode().then(
      () => setBusy(false),
      (error: unknown) => {
        setFailure(error);
        setBusy(false);
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('directDebit.code.heading')}>
      <h2>{t('directDebit.code.heading')}</h2>
      <p>{t('directDebit.code.sent', { phone: challenge.phone })}</p>
      <p>{t('directDebit.code.reference', { reference: challenge.mandate_reference })}</p>
      <Details>
        <summary>{t('directDebit.code.showText')}</summary>
        <p>{challenge.mandate_text}</p>
      </Details>
      <TextField
        label={t('directDebit.code.label')}
        value={otp}
        onValueChange={setOtp}
        error={fieldError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={expired}
      />
      {failure !== null && (
        <Alert variant="danger">
          <AlertText>{text(failure)}</AlertText>
        </Alert>
      )}
      <Actions>
        {!expired && (
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
            {busy ? t('directDebit.code.busy') : t('directDebit.code.submit')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={newCode} disabled={busy}>
          {t('directDebit.code.newCode')}
        </Button>
        <Button type="button" variant="link" onClick={onEdit} disabled={busy}>
          {t('directDebit.code.edit')}
        </Button>
      </Actions>
    </form>
  );
}
