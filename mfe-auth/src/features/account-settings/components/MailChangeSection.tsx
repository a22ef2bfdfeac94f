import { useRef, useState, type FormEvent } from 'react';
import { ACCOUNT_TEXTS, emailError } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { FormStack } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useSubmission } from '../../../hooks/useSubmission';
import { requestMailChange } from '../api/account';
import SettingsSection from './SettingsSection';
import '../i18n';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

/** New e-mail address plus the current password; the change waits for the link mailed to the new address. */
export default function MailChangeSection() {
  const { t } = useT('auth');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { state, submitting, submit } = useSubmission<string>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {
      email: emailError(newEmail) ? ACCOUNT_TEXTS.newEmailInvalid : null,
      password: password ? null : t('settings.email.errors.passwordRequired'),
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    const address = newEmail.trim();
    void submit(async () => {
      await requestMailChange({ new_email: address, password });
      setNewEmail('');
      setPassword('');
      return address;
    });
  };

  return (
    <SettingsSection title={t('settings.email.heading')}>
      <p>{t('settings.email.intro')}</p>
      {state.status === 'succeeded' && <Alert variant="success">{t('settings.email.sent', { email: state.result })}</Alert>}
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      <FormStack noValidate onSubmit={onSubmit} aria-label={t('settings.email.heading')}>
        <TextField
          ref={emailRef}
          label={t('settings.email.newEmail')}
          name="new_email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={newEmail}
          onValueChange={setNewEmail}
          error={errors.email}
        />
        <TextField
          ref={passwordRef}
          label={t('settings.email.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint={t('settings.email.passwordHint')}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div>
          <SubmitButton busy={submitting}>{t('settings.email.submit')}</SubmitButton>
        </div>
      </FormStack>
    </SettingsSection>
  );
}
