import type { FormEvent } from 'react';
import { ACCOUNT_CODES, emailError } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { FormStack } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { EmailField, PasswordTextField } from '../../../components/TextField';
import { useFormFields } from '../../../hooks/useFormFields';
import { useSubmission } from '../../../hooks/useSubmission';
import { requestMailChange } from '../api/account';
import SettingsSection from './SettingsSection';
import '../i18n';

/** New e-mail address plus the current password; the change waits for the link mailed to the new address. */
export default function MailChangeSection() {
  const { t } = useT('auth');
  const form = useFormFields({ email: '', password: '' });
  const { email: newEmail, password } = form.values;
  const { state, submitting, submit } = useSubmission<string>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const valid = form.check({
      email: newEmail.trim() === '' ? t('settings.email.errors.emailRequired') : emailError(newEmail) ? ACCOUNT_CODES.newEmailInvalid : null,
      password: password ? null : t('settings.email.errors.passwordRequired'),
    });
    if (!valid) return;
    const address = newEmail.trim();
    void submit(async () => {
      await requestMailChange({ new_email: address, password });
      form.setValues({ email: '', password: '' });
      return address;
    });
  };

  return (
    <SettingsSection title={t('settings.email.heading')}>
      <p>{t('settings.email.intro')}</p>
      {state.status === 'succeeded' && <Alert variant="success">{t('settings.email.sent', { email: state.result })}</Alert>}
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      <FormStack noValidate onSubmit={onSubmit} aria-label={t('settings.email.heading')}>
        <EmailField label={t('settings.email.newEmail')} name="new_email" {...form.field('email')} />
        <PasswordTextField
          label={t('settings.email.password')}
          autoComplete="current-password"
          hint={t('settings.email.passwordHint')}
          {...form.field('password')}
        />
        <div>
          <SubmitButton busy={submitting}>{t('settings.email.submit')}</SubmitButton>
        </div>
      </FormStack>
    </SettingsSection>
  );
}
