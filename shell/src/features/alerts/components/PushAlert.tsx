import { useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { subscribeToPush } from 'shared-kernel/stores/push';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import '../i18n';
import { Actions, CompactRow, compactAlertStyle, Result, Text } from './parts';

/** SPEC §4 push alert: asks for notification permission and subscribes this device. */
export function PushAlert({ publicKey, onClose, compact = false }: { publicKey: string; onClose: () => void; compact?: boolean }) {
  const { t } = useT('shell');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const enable = async () => {
    setState('busy');
    try {
      await subscribeToPush(publicKey);
      // Subscribed or denied: the push state hides this alert. A prompt closed without a choice keeps it.
      setState('idle');
    } catch (error) {
      console.error('[shell] push subscription failed', error);
      setState('failed');
    }
  };
  const button = (
    <Button size="sm" onClick={() => void enable()} disabled={state === 'busy'}>
      {state === 'busy' ? t('alerts.push.enabling') : t('alerts.push.enable')}
    </Button>
  );
  if (compact) {
    return (
      <Alert onClose={onClose} closeLabel={t('alerts.close')} data-alert="push" style={compactAlertStyle}>
        <CompactRow>
          <strong>{t('alerts.push.title')}</strong>
          {button}
        </CompactRow>
        {state === 'failed' && <Result role="alert">{t('alerts.push.failed')}</Result>}
      </Alert>
    );
  }
  return (
    <Alert title={t('alerts.push.title')} onClose={onClose} closeLabel={t('alerts.close')} data-alert="push">
      <Text>{t('alerts.push.text')}</Text>
      <Actions>{button}</Actions>
      {state === 'failed' && <Result role="alert">{t('alerts.push.failed')}</Result>}
    </Alert>
  );
}
