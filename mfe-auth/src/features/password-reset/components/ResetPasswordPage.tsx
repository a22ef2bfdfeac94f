import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_CODES, PASSWORD_MIN_LENGTH, passwordError } from 'shared-kernel/contract/account-rules';
import { authRuleText } from '../../../components/i18n';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { logoutLocally } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, FormStack, LinkRow } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { PasswordTextField } from '../../../components/TextField';
import { useFormFields } from '../../../hooks/useFormFields';
import { useRunOnce } from '../../../hooks/useRunOnce';
import { useSubmission } from '../../../hooks/useSubmission';
import { isClientError } from 'shared-kernel/utils/apiError';
import { checkResetToken, resetPassword } from '../api/passwordReset';
import '../i18n';

function RequestNewLink() {
  const { t } = useT('auth');
  return (
    <LinkRow>
      <AppLink href="/reset-password">{t('passwordReset.do.requestNew')}</AppLink>
    </LinkRow>
  );
}

function NewPasswordForm({ token, emailHint, headingId }: { token: string; emailHint: string; headingId: string }) {
  const { t } = useT('auth');
  const form = useFormFields({ password: '', repeat: '' });
  const { password, repeat } = form.values;
  const { state, submitting, submit } = useSubmission<void>();

  if (state.status === 'succeeded') {
    return (
      <>
        <Alert variant="success" title={t('passwordReset.do.done')}>
          {t('passwordReset.do.loggedOut')}
        </Alert>
        <LinkRow>
          <AppLink href="/login">{t('passwordReset.do.toLogin')}</AppLink>
        </LinkRow>
      </>
    );
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const valid = form.check({
      password: passwordError(password),
      repeat: !repeat ? t('passwordReset.do.errors.repeatRequired') : repeat !== password ? ACCOUNT_CODES.passwordsDiffer : null,
    });
    if (!valid) return;
    void submit(async () => {
      await resetPassword({ token, password, password_repeat: repeat });
      // The server ended every session of the account, this one included.
      logoutLocally();
    });
  };

  return (
    <>
      <p>{t('passwordReset.do.forAccount', { email: emailHint })}</p>
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'failed' && state.code === ERROR_CODES.linkInvalid && <RequestNewLink />}
      <FormStack noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <PasswordTextField
          label={t('passwordReset.do.password')}
          autoComplete="new-password"
          hint={t('passwordReset.do.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <PasswordTextField label={t('passwordReset.do.repeat')} name="password_repeat" autoComplete="new-password" {...form.field('repeat')} />
        <SubmitButton busy={submitting} block>
          {t('passwordReset.do.submit')}
        </SubmitButton>
      </FormStack>
    </>
  );
}

/** /reset-password/do?token=: checks the link first, then sets a new password with it. */
export default function ResetPasswordPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [attempt, setAttempt] = useState(0);
  const check = useRunOnce(token ? `${attempt}:${token}` : null, () => checkResetToken(token ?? ''));

  let body;
  if (!token || (check.status === 'failed' && isClientError(check.error))) {
    body = (
      <>
        <Alert variant="danger">{authRuleText(ACCOUNT_CODES.linkInvalid)}</Alert>
        <RequestNewLink />
      </>
    );
  } else if (check.status === 'pending') {
    body = <Spinner label={t('passwordReset.do.checking')} />;
  } else if (check.status === 'failed') {
    body = <ErrorPanel title={t('passwordReset.do.checkFailed')} onRetry={() => setAttempt((n) => n + 1)} />;
  } else {
    body = <NewPasswordForm token={token} emailHint={check.result.email_hint} headingId={headingId} />;
  }

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('passwordReset.do.heading')}</h1>
      {body}
    </AuthCard>
  );
}
