import { useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { setPushState } from 'shared-kernel/stores/push';
import type { NotificationApi } from '../utils/push';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

export interface PushStepProps extends Pick<StepProps, 'onNext' | 'headingRef'> {
  notification: NotificationApi;
}

/**
 * Step 5: the push opt-in. "Meldingen aanzetten" asks the browser's permission and moves on whatever
 * the answer; the kernel's push state learns a refusal (the shell's push alert then stays away).
 */
export function PushStep({ notification, onNext, headingRef }: PushStepProps) {
  const { t } = useT('auth');
  const [asking, setAsking] = useState(false);

  const onSubmit = async () => {
    setAsking(true);
    let answer: NotificationPermission;
    try {
      answer = await notification.requestPermission();
    } catch {
      answer = notification.permission;
    }
    if (answer === 'denied') setPushState({ isSubscribed: 'denied' });
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
