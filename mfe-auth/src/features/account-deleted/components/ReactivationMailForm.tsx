import { useId, useRef, useState, type FormEvent } from 'react';
import { emailError } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { FormStack } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useSubmission } from '../../../hooks/useSubmission';
import { requestReactivationMail } from '../api/reactivation';
import '../i18n';

/** "Stuur mij een heractivatielink": e-mail address → a new reactivation mail. */
export default function ReactivationMailForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useT('auth');
  const headingId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { state, submitting, submit } = useSubmission<string>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return emailRef.current?.focus();
    const address = email.trim();
    void submit(async () => {
      await requestReactivationMail(address);
      return address;
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountDeleted.mailHeading')}</h2>
      {state.status === 'succeeded' ? (
        <Alert variant="success">{t('accountDeleted.mailSent', { email: state.result })}</Alert>
      ) : (
        <>
          <p>{t('accountDeleted.mailIntro')}</p>
          {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
          <FormStack noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
            <TextField
              ref={emailRef}
              label={t('accountDeleted.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={email}
              onValueChange={setEmail}
              error={error}
            />
            <SubmitButton busy={submitting} variant="outline">
              {t('accountDeleted.mailSubmit')}
            </SubmitButton>
          </FormStack>
        </>
      )}
    </section>
  );
}
