import { useId, type FormEvent } from 'react';
import { emailError } from 'shared-kernel/contract/account-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { FormStack } from '../../../components/AuthCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { EmailField } from '../../../components/TextField';
import { useFormFields } from '../../../hooks/useFormFields';
import { useSubmission } from '../../../hooks/useSubmission';
import { requestReactivationMail } from '../api/reactivation';
import '../i18n';

/** "Stuur mij een heractivatielink": e-mail address → a new reactivation mail. */
export default function ReactivationMailForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useT('auth');
  const headingId = useId();
  const form = useFormFields({ email: initialEmail });
  const { email } = form.values;
  const { state, submitting, submit } = useSubmission<string>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    if (!form.check({ email: emailError(email) })) return;
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
            <EmailField label={t('accountDeleted.email')} {...form.field('email')} />
            <SubmitButton busy={submitting} variant="outline">
              {t('accountDeleted.mailSubmit')}
            </SubmitButton>
          </FormStack>
        </>
      )}
    </section>
  );
}
