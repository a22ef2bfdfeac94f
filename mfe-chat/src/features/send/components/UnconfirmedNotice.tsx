import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { requestActivationMail } from '../api/send';
import '../i18n';

const Text = styled.p`
  margin: 0 0 8px;
`;

/** rules.own_unconfirmed: the member's unconfirmed e-mail keeps the other side from replying; a new activation mail helps. */
export function UnconfirmedNotice({ name }: { name: string }) {
  const { t } = useT('chat');
  const errorText = useErrorText();
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; text: string }>({ status: 'idle' });
  const busy = useRef(false);
  const resend = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    try {
      await requestActivationMail();
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', text: errorText(error) });
    } finally {
      busy.current = false;
    }
  };
  return (
    <Alert variant="warning" data-testid="own-unconfirmed">
      <Text>{t('send.unconfirmed.text', { name })}</Text>
      {state.status === 'sent' ? (
        <Text role="status">{t('send.unconfirmed.sent')}</Text>
      ) : (
        <Button size="sm" variant="outline" onClick={() => void resend()} disabled={state.status === 'sending'}>
          {state.status === 'sending' ? t('send.unconfirmed.sending') : t('send.unconfirmed.resend')}
        </Button>
      )}
      {state.status === 'failed' && <Text>{state.text}</Text>}
    </Alert>
  );
}
