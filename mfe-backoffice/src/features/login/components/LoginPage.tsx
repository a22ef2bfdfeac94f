import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { Navigate, useNavigate, useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { HeartMark } from 'shared-kernel/ui/HeartMark';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { errorCode } from 'shared-kernel/utils/apiError';
import { staffSignedIn, useStaffState } from '../../../components/staffSession';
import { codeStep, passwordStep } from '../api/signIn';
import '../i18n';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 16px;
  background: ${(p) => p.theme.colors.background};
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  padding: 24px;
  h1 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0 0 8px;
    font-size: 1.35rem;
    color: ${(p) => p.theme.colors.secondary};
  }
  p {
    margin: 0 0 16px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  form {
    display: grid;
    gap: 16px;
  }
`;

/** Only back-office paths are followed after sign-in (no open redirect). */
export const safeNext = (next: string | null): string => (next && /^\/admin(\/[^/\\]|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin');

type Step = { kind: 'password' } | { kind: 'code'; challenge: string };

/** /admin/login: the password, then the authenticator code. The second step is the only way to a session. */
export default function LoginPage() {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const state = useStaffState();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (state.status === 'signedIn' && !busy) return <Navigate to={next} replace />;

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { challenge } = await passwordStep(email.trim(), password);
      setPassword('');
      setStep({ kind: 'code', challenge });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'code') return;
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t('login.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const me = await codeStep(step.challenge, digits);
      staffSignedIn(me);
      navigate(next, { replace: true });
    } catch (err) {
      setCode('');
      setError(errorText(err));
      // A lock or an expired challenge ends this sign-in: back to the password.
      const c = errorCode(err);
      if (c === ADMIN_ERROR_CODES.challengeInvalid || c === ADMIN_ERROR_CODES.locked) setStep({ kind: 'password' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Card data-step={step.kind}>
        <h1>
          <HeartMark size={28} />
          {step.kind === 'password' ? t('login.heading') : t('login.codeHeading')}
        </h1>
        <p>{step.kind === 'password' ? t('login.intro') : t('login.codeIntro')}</p>
        {error && (
          <Alert variant="danger" role="alert" style={{ marginBottom: 16 }}>
            {error}
          </Alert>
        )}
        {step.kind === 'password' ? (
          <form onSubmit={(e) => void submitPassword(e)} noValidate>
            <TextField label={t('login.email')} type="email" autoComplete="username" value={email} onValueChange={setEmail} required />
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              required
            />
            <Button type="submit" block disabled={busy}>
              {busy ? t('login.checking') : t('login.next')}
            </Button>
          </form>
        ) : (
          <form onSubmit={(e) => void submitCode(e)} noValidate>
            <TextField
              label={t('login.code')}
              hint={t('login.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={7}
              value={code}
              onValueChange={setCode}
              autoFocus
              required
            />
            <Button type="submit" block disabled={busy}>
              {busy ? t('login.checking') : t('login.signIn')}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setStep({ kind: 'password' });
                setError(null);
                setCode('');
              }}
            >
              {t('login.back')}
            </Button>
          </form>
        )}
      </Card>
    </Page>
  );
}
