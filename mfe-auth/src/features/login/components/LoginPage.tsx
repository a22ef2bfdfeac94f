import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { User } from 'shared-kernel/contract';
import { safeReturnPath } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/constants';
import { useT } from 'shared-kernel/i18n';
import { AppLink, navigate } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { setUser, useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { AuthCard, FormStack, LinkRow } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useSubmission } from '../../../hooks/useSubmission';
import { login } from '../api/login';
import '../i18n';

export const MEMBERS_PATH = '/members';

/** Where to go once logged in: the ?redirect= path inside this site, else the member search. */
export function loginTarget(redirect: string | null): string {
  const path = safeReturnPath(redirect);
  return path && !/^\/login(?:[/?#]|$)/.test(path) ? path : MEMBERS_PATH;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /login: e-mail and password; a visitor who is (or becomes) logged in goes on to ?redirect= or /members. */
export default function LoginPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const target = loginTarget(params.get('redirect'));
  const authenticated = useSession((s) => s.status === 'authenticated');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { state, submitting, submit } = useSubmission<User>();

  // Also the way on after a successful login: setUser() makes the session authenticated.
  useEffect(() => {
    if (authenticated) navigate(target);
  }, [authenticated, target]);

  if (authenticated) return null;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {
      email: email.trim() ? undefined : t('login.errors.emailRequired'),
      password: password ? undefined : t('login.errors.passwordRequired'),
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
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
      <FormStack noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <TextField
          ref={emailRef}
          label={t('login.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <TextField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
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
