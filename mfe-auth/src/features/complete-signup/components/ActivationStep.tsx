import { useState } from 'react';
import styled from 'styled-components';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { errorText } from 'shared-kernel/utils/apiError';
import { startCreditsOf } from '../utils/startCredits';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

export const SIGNUP_MATCHES_PATH = '/signup-matches';

const Text = styled.p`
  margin: 0 0 16px;
`;

/** Not muted like the step's other lines: the one thing about money a new member is told here. */
const CreditsLine = styled.p`
  && {
    margin: 0 0 16px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;

type Resend = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string };

/** What the starting credits pay for (issue 27), in one sentence: the wall after them is no surprise. */
function StartCreditsLine({ settings }: Pick<StepProps, 'settings'>) {
  const { t } = useT('auth');
  const start = startCreditsOf(settings);
  if (!start) return null;
  return (
    <CreditsLine data-testid="start-credits">
      {start.messages > 0
        ? t('completeSignup.activation.startCredits', { credits: start.credits, count: start.messages })
        : t('completeSignup.activation.startCreditsNone', { credits: start.credits })}
    </CreditsLine>
  );
}

/**
 * The last step: confirm the e-mail address (resend the link), what the starting credits pay for,
 * then on to the first matches.
 */
export function ActivationStep({ headingRef, settings }: Pick<StepProps, 'headingRef' | 'settings'>) {
  const { t } = useT('auth');
  const confirmed = useSession((s) => s.user?.status === 'confirmed');
  const [resend, setResend] = useState<Resend>({ status: 'idle' });

  const onResend = async () => {
    setResend({ status: 'sending' });
    try {
      await http.call(ENDPOINTS.activationMail, { body: {} });
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({
        status: 'failed',
        message: errorText(error, { generic: t('completeSignup.errors.generic'), network: t('completeSignup.errors.network') }),
      });
    }
  };

  return (
    <StepFrame title={t('completeSignup.activation.title')} headingRef={headingRef}>
      {confirmed ? (
        <Text>{t('completeSignup.activation.confirmed')}</Text>
      ) : (
        <>
          <Text>{t('completeSignup.activation.intro')}</Text>
          <Text>{t('completeSignup.activation.noMail')}</Text>
          {resend.status === 'sent' && <Alert variant="success">{t('completeSignup.activation.resent')}</Alert>}
          {resend.status === 'failed' && <Alert variant="danger">{resend.message}</Alert>}
        </>
      )}
      <StartCreditsLine settings={settings} />
      <Actions>
        {!confirmed && (
          <Button variant="outline" size="lg" onClick={onResend} disabled={resend.status === 'sending'}>
            {resend.status === 'sending' && <Spinner size={18} block={false} label={t('completeSignup.activation.resending')} />}
            {t('completeSignup.activation.resend')}
          </Button>
        )}
        <LinkButton href={SIGNUP_MATCHES_PATH} $size="lg">
          {t('completeSignup.activation.matches')}
        </LinkButton>
      </Actions>
    </StepFrame>
  );
}
