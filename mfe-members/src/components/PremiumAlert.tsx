import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { requestSignup, useLocationPath, type SignupRequest } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { Button } from 'shared-kernel/ui/Button';
import { LinkButton } from 'shared-kernel/ui/LinkButton';
import { Modal } from 'shared-kernel/ui/Modal';
import { loginPathFor } from 'shared-kernel/utils/loginPath';
import './i18n';

/** Why premium is needed: the texts of premiumAlert.reasons (members and visitors each). */
export type PremiumReason = 'photos' | 'feature';

const Text = styled.p`
  margin: 0 0 12px;
`;

const Chance = styled.p`
  margin: 0 0 20px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.secondary};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

export interface PremiumAlertProps {
  open: boolean;
  onClose: () => void;
  /** Which action needs premium (default: a feature in general). */
  reason?: PremiumReason;
  /** Instead of the reason's text: this message (already translated). */
  message?: string;
  /** Where logging in leads back to (visitors; default: this page). */
  returnPath?: string;
  /** How a visitor's signup is requested (e.g. from this member's page). */
  signup?: SignupRequest;
}

/**
 * SPEC §6 premium alert: a premium-only action of a free member opens this dialog, with the way
 * to /premium (and SPEC §9's "46% more chance" text). A visitor is asked to log in or sign up
 * for free instead, since premium starts with an account.
 */
export function PremiumAlert({ open, onClose, reason = 'feature', message, returnPath, signup }: PremiumAlertProps) {
  const { t } = useT('members');
  const { t: kernelT } = useT(KERNEL_NS);
  const status = useSession((s) => s.status);
  const here = useLocationPath();
  if (status === 'anonymous') {
    return (
      <Modal open={open} onClose={onClose} size="sm" title={t('premiumAlert.visitorTitle')}>
        <Text>{message ?? t(`premiumAlert.visitorReasons.${reason}`)}</Text>
        <Buttons>
          <LinkButton href={loginPathFor(returnPath ?? here)} $variant="outline" onClick={onClose}>
            {kernelT('visitor.login')}
          </LinkButton>
          <Button
            onClick={() => {
              onClose();
              requestSignup(signup ?? { source: 'premium-alert' });
            }}
          >
            {kernelT('visitor.signup')}
          </Button>
        </Buttons>
      </Modal>
    );
  }
  return (
    <Modal open={open} onClose={onClose} size="sm" title={t('premiumAlert.title')}>
      <Text>{message ?? t(`premiumAlert.reasons.${reason}`)}</Text>
      <Chance>{t('premiumAlert.chance')}</Chance>
      <Buttons>
        <Button variant="outline" onClick={onClose}>
          {t('premiumAlert.later')}
        </Button>
        <LinkButton href="/premium" onClick={onClose}>
          {t('premiumAlert.upgrade')}
        </LinkButton>
      </Buttons>
    </Modal>
  );
}
