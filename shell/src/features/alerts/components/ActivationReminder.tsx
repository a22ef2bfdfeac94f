import { useState } from 'react';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http, HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import '../i18n';
import { Actions, CompactRow, compactAlertStyle, Result, Text } from './parts';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The server's Dutch text for an API error; a generic text for anything else (offline, crash). */
const errorText = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.status > 0 && error.code ? error.message : fallback;

/**
 * The reminder's text and its resend button; `compact` (the members area's alerts): the title and
 * the button on one line, the text for screen readers only.
 */
function ActivationContent({ compact = false }: { compact?: boolean }) {
  const { t } = useT('shell');
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await http.call(ENDPOINTS.activationMail, { body: {} });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error, t('alerts.activation.failed')) });
    }
  };
  const button = (
    <Button size="sm" variant="outline" onClick={() => void resend()} disabled={state.kind === 'sending'}>
      {state.kind === 'sending' ? t('alerts.activation.sending') : t('alerts.activation.resend')}
    </Button>
  );
  return (
    <>
      {compact ? (
        <CompactRow>
          <strong>{t('alerts.activation.title')}</strong>
          <VisuallyHidden>{t('alerts.activation.text')}</VisuallyHidden>
          {button}
        </CompactRow>
      ) : (
        <>
          <Text>{t('alerts.activation.text')}</Text>
          <Actions>{button}</Actions>
        </>
      )}
      <Result role="status">{state.kind === 'sent' ? t('alerts.activation.sent') : ''}</Result>
      {state.kind === 'failed' && <Result role="alert">{state.message}</Result>}
    </>
  );
}

/**
 * SPEC §4 activation reminder: an alert (it cannot be closed), or right after signup
 * (api_signup_complete) a modal with the same content; a closed modal leaves the alert. In the
 * members area (`compact`) the alert is one line, like the other alerts there (issue 15).
 */
export function ActivationReminder({ as, compact = false }: { as: 'alert' | 'modal'; compact?: boolean }) {
  const { t } = useT('shell');
  const [modalClosed, setModalClosed] = useState(false);
  if (as === 'modal' && !modalClosed) {
    return (
      <Modal open onClose={() => setModalClosed(true)} title={t('alerts.activation.title')}>
        <ActivationContent />
      </Modal>
    );
  }
  if (compact) {
    return (
      <Alert variant="warning" data-alert="activation" data-compact="true" style={compactAlertStyle}>
        <ActivationContent compact />
      </Alert>
    );
  }
  return (
    <Alert variant="warning" title={t('alerts.activation.title')} data-alert="activation">
      <ActivationContent />
    </Alert>
  );
}
