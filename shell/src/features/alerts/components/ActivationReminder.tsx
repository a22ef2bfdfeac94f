import { useState } from 'react';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http, HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Modal } from 'shared-kernel/ui/Modal';
import '../i18n';
import { Actions, Result, Text } from './parts';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The server's Dutch text for an API error; a generic text for anything else (offline, crash). */
const errorText = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.status > 0 && error.code ? error.message : fallback;

function ActivationContent() {
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
  return (
    <>
      <Text>{t('alerts.activation.text')}</Text>
      <Actions>
        <Button size="sm" variant="outline" onClick={() => void resend()} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('alerts.activation.sending') : t('alerts.activation.resend')}
        </Button>
      </Actions>
      <Result role="status">{state.kind === 'sent' ? t('alerts.activation.sent') : ''}</Result>
      {state.kind === 'failed' && <Result role="alert">{state.message}</Result>}
    </>
  );
}

/**
 * SPEC §4 activation reminder: an alert (it cannot be closed), or right after signup
 * (api_signup_complete) a modal with the same content; a closed modal leaves the alert.
 */
export function ActivationReminder({ as }: { as: 'alert' | 'modal' }) {
  const { t } = useT('shell');
  const [modalClosed, setModalClosed] = useState(false);
  if (as === 'modal' && !modalClosed) {
    return (
      <Modal open onClose={() => setModalClosed(true)} title={t('alerts.activation.title')}>
        <ActivationContent />
      </Modal>
    );
  }
  return (
    <Alert variant="warning" title={t('alerts.activation.title')} data-alert="activation">
      <ActivationContent />
    </Alert>
  );
}
