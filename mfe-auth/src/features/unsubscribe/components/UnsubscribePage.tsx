import { useId } from 'react';
import { ACCOUNT_CODES } from 'shared-kernel/contract/account-rules';
import { authRuleText } from '../../../components/i18n';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, LinkRow } from '../../../components/AuthCard';
import { useSubmission } from '../../../hooks/useSubmission';
import { unsubscribe } from '../api/unsubscribe';
import '../i18n';

/** Where e-mail is switched on again (and every notification set). */
export const NOTIFICATION_SETTINGS_PATH = '/notifications';

/**
 * /unsubscribe?token=: the page of a mail's unsubscribe link. Only the button posts the token, so a
 * link scanner that opens the page unsubscribes nobody. Mail providers use the one-click address
 * of the List-Unsubscribe header instead.
 */
export default function UnsubscribePage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { state, submitting, submit } = useSubmission<true>();

  const onUnsubscribe = () =>
    void submit(async () => {
      await unsubscribe(token ?? '');
      return true as const;
    });

  const settingsLink = (
    <LinkRow>
      <AppLink href={NOTIFICATION_SETTINGS_PATH}>{t('unsubscribe.toSettings')}</AppLink>
    </LinkRow>
  );

  let body;
  if (token === null || state.status === 'failed') {
    body = (
      <>
        <Alert variant="danger">{state.status === 'failed' ? state.message : authRuleText(ACCOUNT_CODES.linkInvalid)}</Alert>
        <p>{t('unsubscribe.otherwise')}</p>
        {settingsLink}
      </>
    );
  } else if (state.status === 'succeeded') {
    body = (
      <>
        <Alert variant="success" title={t('unsubscribe.success')}>
          {t('unsubscribe.successText')}
        </Alert>
        {settingsLink}
      </>
    );
  } else {
    body = (
      <>
        <p>{t('unsubscribe.intro')}</p>
        <Button size="lg" onClick={onUnsubscribe} disabled={submitting} aria-busy={submitting || undefined}>
          {submitting && <Spinner size={18} block={false} label={t('unsubscribe.busy')} />}
          {t('unsubscribe.button')}
        </Button>
      </>
    );
  }

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('unsubscribe.heading')}</h1>
      {body}
    </AuthCard>
  );
}
