import { useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { setPushState, subscribeToPush } from 'shared-kernel/stores/push';
import type { NotificationApi } from '../utils/push';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

export interface PushStepProps extends Pick<StepProps, 'onNext' | 'headingRef'> {
  notification: NotificationApi;
  /** settings.push_public_key: the server's VAPID key. */
  publicKey: string;
}

/**
 * Step 5: the push opt-in. "Meldingen aanzetten" asks the browser's permission and, when granted,
 * subscribes this device and stores the subscription on the server (the kernel's subscribeToPush);
 * it moves on whatever the answer. The kernel's push state learns a refusal (the shell's push alert
 * then stays away). A failing service worker or push service does not hold the signup up: the
 * shell's push alert offers it again later.
 */
export function PushStep({ notification, publicKey, onNext, headingRef }: PushStepProps) {
  const { t } = useT('auth');
  const [asking, setAsking] = useState(false);

  const onSubmit = async () => {
    setAsking(true);
    try {
      await subscribeToPush(publicKey);
    } catch {
      if (notification.permission === 'denied') setPushState({ isSubscribed: 'denied' });
    }
    setAsking(false);
    onNext();
  };

  return (
    <StepFrame
      title={t('completeSignup.push.title')}
      intro={t('completeSignup.push.intro')}
      headingRef={headingRef}
      onSubmit={onSubmit}
      onSkip={onNext}
      submitLabel={t('completeSignup.push.enable')}
      busy={asking}
      busyLabel={t('completeSignup.push.asking')}
    />
  );
}
