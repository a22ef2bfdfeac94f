import { useId, type FormEvent } from 'react';
import { emailError } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { AuthCard, FormStack, LinkRow } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { EmailField } from '../../../components/TextField';
import { useFormFields } from '../../../hooks/useFormFields';
import { useSubmission } from '../../../hooks/useSubmission';
import { requestPasswordReset } from '../api/passwordReset';
import '../i18n';

/** /reset-password: asks for the account's e-mail address and mails a reset link. */
export default function RequestResetPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const form = useFormFields({ email: params.get('email') ?? '' });
  const { email } = form.values;
  const { state, submitting, submit } = useSubmission<void>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    if (!form.check({ email: emailError(email) })) return;
    void submit(() => requestPasswordReset(email.trim()));
  };

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('passwordReset.request.heading')}</h1>
      {state.status === 'succeeded' ? (
        <>
          <Alert variant="success">{t('passwordReset.request.sent')}</Alert>
          <p>{t('passwordReset.request.sentHint')}</p>
        </>
      ) : (
        <>
          <p>{t('passwordReset.request.intro')}</p>
          {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
          <FormStack noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
            <EmailField label={t('passwordReset.request.email')} {...form.field('email')} />
            <SubmitButton busy={submitting} block>
              {t('passwordReset.request.submit')}
            </SubmitButton>
          </FormStack>
        </>
      )}
      <LinkRow>
        <AppLink href="/login">{t('passwordReset.request.backToLogin')}</AppLink>
      </LinkRow>
    </AuthCard>
  );
}
