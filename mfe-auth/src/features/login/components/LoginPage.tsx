import { useEffect, useId, type FormEvent } from 'react';
import type { User } from 'shared-kernel/contract';
import { safeReturnPath } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { useT } from 'shared-kernel/i18n';
import { AppLink, navigate } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { setUser, useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { AuthCard, FormStack, LinkRow } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { EmailField, PasswordTextField } from '../../../components/TextField';
import { useEarlyInput } from '../../../hooks/useEarlyInput';
import { useFormFields } from '../../../hooks/useFormFields';
import { useSubmission } from '../../../hooks/useSubmission';
import { login } from '../api/login';
import '../i18n';

export const MEMBERS_PATH = '/members';
export const BAN_PATH = '/pages/ban';

/** Where to go once logged in: the ?redirect= path inside this site, else the member search. */
export function loginTarget(redirect: string | null): string {
  const path = safeReturnPath(redirect);
  return path && !/^\/login(?:[/?#]|$)/.test(path) ? path : MEMBERS_PATH;
}

/** /login: e-mail and password; a visitor who is (or becomes) logged in goes on to ?redirect= or /members. */
export default function LoginPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const target = loginTarget(params.get('redirect'));
  const authenticated = useSession((s) => s.status === 'authenticated');
  const form = useFormFields({ email: params.get('email') ?? '', password: '' });
  const { email, password } = form.values;
  const { state, submitting, submit } = useSubmission<User>();
  const early = useEarlyInput();

  // Also the way on after a successful login: setUser() makes the session authenticated.
  useEffect(() => {
    if (authenticated) navigate(target);
  }, [authenticated, target]);

  // A suspended or banned account (issue 18): the ban page explains it and how to object.
  const restricted = state.status === 'failed' && state.code === ERROR_CODES.accountRestricted;
  useEffect(() => {
    if (restricted) navigate(BAN_PATH);
  }, [restricted]);

  if (authenticated) return null;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const valid = form.check({
      email: email.trim() ? null : t('login.errors.emailRequired'),
      password: password ? null : t('login.errors.passwordRequired'),
    });
    if (!valid) return;
    void submit(async () => {
      const user = await login({ email: email.trim(), password });
      setUser(user);
      return user;
    });
  };

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      {state.status === 'failed' && (
        <Alert variant="danger">
          {state.message}
          {state.code === ERROR_CODES.accountDeleted && (
            <>
              {' '}
              <AppLink href={`/account-deleted?email=${encodeURIComponent(email.trim())}`}>{t('login.reactivate')}</AppLink>
            </>
          )}
        </Alert>
      )}
      {/* Typed or sent before the page's script ran (server HTML): kept and sent once hydrated (issue 29).
          A POST, so without any script the password never lands in an address (the server answers 303). */}
      <FormStack method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} {...early}>
        <EmailField label={t('login.email')} autoComplete="username" {...form.field('email')} />
        <PasswordTextField label={t('login.password')} autoComplete="current-password" {...form.field('password')} />
        <SubmitButton busy={submitting} block size="lg">
          {t('login.submit')}
        </SubmitButton>
      </FormStack>
      <LinkRow>
        <AppLink href="/reset-password">{t('login.forgotPassword')}</AppLink>
      </LinkRow>
      <LinkRow>
        <span>
          {t('login.noAccount')} <AppLink href="/signup">{t('login.signup')}</AppLink>
        </span>
      </LinkRow>
    </AuthCard>
  );
}
