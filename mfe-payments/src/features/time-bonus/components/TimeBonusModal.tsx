import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';
import { TIME_BONUS } from 'shared-kernel/contract/constants';
import { Modal } from 'shared-kernel/ui/Modal';
import { LinkButton } from '../../../components/Parts';
import { useTimeBonusCountdown } from '../../../hooks/useTimeBonus';
import { withCode } from '../../../utils/discount';
import { formatCountdown } from '../../../utils/timeBonus';
import '../i18n';
import { dismissModal, useModalDismissed } from '../modalState';

export { DISMISS_KEY } from '../modalState';

/** The offer's links: /credits with the time bonus applied. */
const OFFER = withCode('/credits', TIME_BONUS.code);
/** SPEC §9: the modal passes 4 as the time-left value to its 'act fast' message. */
const ACT_FAST_HOURS = 4;

const Countdown = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.primary};
`;

const Text = styled.p`
  margin: 0 0 12px;
`;

/** Focused when the modal opens (not the countdown link, the first focusable element). */
const Body = styled.div`
  &:focus {
    outline: none;
  }
`;

/**
 * SPEC §2/§4 time-bonus modal: 40 s after entering the members area (the shell mounts this parcel,
 * `./timeBonusModal`, there and unmounts it elsewhere), when the member has 0 credits, has not
 * dismissed it and the time bonus is visible. Closing stores the dismissal; the banner, which waits
 * for the modal on such a visit (issue 27: one promotion at a time), then appears.
 */
export default function TimeBonusModal() {
  const { t } = useT('payments');
  const { isVisible, remaining } = useTimeBonusCountdown();
  const noCredits = useSession((s) => s.user?.credits === 0);
  const [due, setDue] = useState(false);
  const dismissed = useModalDismissed();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIME_BONUS.modalDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const open = due && !dismissed && isVisible && noCredits;
  return (
    <Modal open={open} onClose={dismissModal} title={t('timeBonus.modalTitle', { percentage: TIME_BONUS.value_percentage })} size="sm" initialFocusRef={body}>
      <Body data-time-bonus="modal" ref={body} tabIndex={-1}>
        <Text>
          {t('timeBonus.offerValid')}{' '}
          <Countdown href={OFFER}>
            <time>{formatCountdown(remaining)}</time>
          </Countdown>
        </Text>
        <Text>{t('timeBonus.instant')}</Text>
        <Text>
          <strong>{t('timeBonus.actFast', { count: ACT_FAST_HOURS })}</strong>
        </Text>
        <LinkButton href={OFFER} $block>
          {t('timeBonus.cta')}
        </LinkButton>
      </Body>
    </Modal>
  );
}
