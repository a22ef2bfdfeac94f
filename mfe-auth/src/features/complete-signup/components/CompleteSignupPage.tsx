import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Settings } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { useSearchParams } from 'shared-kernel/router';
import { pushStore } from 'shared-kernel/stores/push';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { SignupCard } from '../../../components/AuthCard';
import { useRequireLogin } from '../../../hooks/useRequireLogin';
import { useSettingsState } from 'shared-kernel/hooks/useSettingsState';
import { errorText } from 'shared-kernel/utils/apiError';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { isPushPossible, notificationApi } from '../utils/push';
import { nextStep, resolveStep, stepsFor, type Step } from '../utils/steps';
import { AboutStep } from './AboutStep';
import { ActivationStep } from './ActivationStep';
import { LocationStep } from './LocationStep';
import { PersonalStep } from './PersonalStep';
import { PhotoStep } from './PhotoStep';
import { PushStep } from './PushStep';
import type { StepProps } from './stepProps';
import '../i18n';

export const COMPLETE_SIGNUP_PATH = '/complete-signup';

const ProgressText = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Bar = styled.div`
  height: 6px;
  margin: 0 0 24px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.border};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${(p) => p.theme.colors.primary};
    transition: width 0.2s;
  }
`;

/** Whether this visit offers the push opt-in, decided once the settings are there (and then kept, so back/forward see the same steps). */
function usePushDecision(settings: Settings | null): boolean | null {
  const decision = useRef<boolean | null>(null);
  if (decision.current === null && settings) {
    decision.current = isPushPossible(pushStore.get(), settings.push_public_key, notificationApi());
  }
  return decision.current;
}

/**
 * /complete-signup: the signup steps after the form, one per screen, the step in the URL
 * (`?step=photo|location|personal|about|push|activation`) so back and forward work. Each step saves
 * its part of the own profile; "Overslaan" moves on without saving.
 */
export default function CompleteSignupPage() {
  const { t } = useT('auth');
  const status = useRequireLogin(COMPLETE_SIGNUP_PATH);
  const settingsState = useSettingsState();
  const settings = settingsState.status === 'ready' ? settingsState.settings : null;
  const own = useOwnProfile(status === 'authenticated');
  const pushPossible = usePushDecision(settings);
  const [params, setParams] = useSearchParams();

  const ready = status === 'authenticated' && settings !== null && pushPossible !== null && own.state.status === 'ready';
  const steps = stepsFor(pushPossible ?? false);
  const requested = params.get('step');
  const step = resolveStep(requested, steps);

  // The URL always names the step shown (a missing, unknown or skipped step is replaced, not added).
  useEffect(() => {
    if (!ready || requested === step) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('step', step);
        return next;
      },
      { replace: true },
    );
  }, [ready, requested, step, setParams]);

  // A new step moves the focus to its heading, so screen readers announce it. A step reached with
  // "Volgende" starts at the top like a new page (the shell keeps the position of a query-only change,
  // and restores it on Back/Forward, which is left alone here).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step | null>(null);
  const advanced = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (shownStep.current !== null && shownStep.current !== step) {
      if (advanced.current) window.scrollTo(0, 0);
      headingRef.current?.focus({ preventScroll: advanced.current });
    }
    advanced.current = false;
    shownStep.current = step;
  }, [ready, step]);

  const goNext = () => {
    const next = nextStep(step, steps);
    if (!next) return;
    advanced.current = true;
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('step', next);
      return p;
    });
  };

  let content;
  if (status !== 'authenticated') {
    content = <Spinner label={t(status === 'anonymous' ? 'completeSignup.redirecting' : 'completeSignup.loading')} />;
  } else if (settingsState.status === 'failed') {
    content = <ErrorPanel title={t('completeSignup.loadFailed')} onRetry={settingsState.retry} />;
  } else if (own.state.status === 'failed') {
    content = (
      <ErrorPanel title={t('completeSignup.loadFailed')} onRetry={own.retry}>
        <p>{errorText(own.state.error, { generic: t('completeSignup.errors.generic'), network: t('completeSignup.errors.network') })}</p>
      </ErrorPanel>
    );
  } else if (!ready || !settings || own.state.status !== 'ready') {
    content = <Spinner label={t('completeSignup.loading')} />;
  } else {
    const props: StepProps = { profile: own.state.data, settings, onProfile: own.setData, onNext: goNext, headingRef };
    const number = steps.indexOf(step) + 1;
    const notification = notificationApi();
    content = (
      <>
        <ProgressText>{t('completeSignup.progress', { step: number, total: steps.length })}</ProgressText>
        <Bar aria-hidden="true">
          <span style={{ width: `${Math.round((number / steps.length) * 100)}%` }} />
        </Bar>
        {step === 'photo' && <PhotoStep key={step} {...props} />}
        {step === 'location' && <LocationStep key={step} {...props} />}
        {step === 'personal' && <PersonalStep key={step} {...props} />}
        {step === 'about' && <AboutStep key={step} {...props} />}
        {step === 'push' && notification && <PushStep key={step} notification={notification} publicKey={settings.push_public_key} onNext={goNext} headingRef={headingRef} />}
        {step === 'activation' && <ActivationStep key={step} headingRef={headingRef} settings={settings} />}
      </>
    );
  }

  return (
    <SignupCard title={t('completeSignup.title')} wide>
      {content}
    </SignupCard>
  );
}
