import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { TIME_BONUS } from 'shared-kernel/stores/timeBonus';
import { useWelcomeCode } from '../../../hooks/useActiveDiscountCode';
import { useTimeBonusCountdown } from '../../../hooks/useTimeBonus';
import { TextLink } from '../../../components/Parts';
import { formatCountdown } from '../../../utils/timeBonus';
import { formatDateTime } from '../../../utils/money';
import '../i18n';

const Offer = styled.section`
  margin: 0 0 16px;
  padding: 12px 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 2px dashed ${(p) => p.theme.colors.success};
  border-radius: ${(p) => p.theme.radii.md};
  h2 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
`;

/**
 * The welcome discount (SPEC §1, §4) on /credits and /premium: the time bonus with its countdown in
 * the first 4 hours, else the welcome code until it ends; nothing for a member it no longer applies to.
 */
export function WelcomeOffer({ toCredits = false }: { toCredits?: boolean }) {
  const { t } = useT('payments');
  const timeBonus = useTimeBonusCountdown();
  const welcome = useWelcomeCode();
  if (!timeBonus.isVisible && (!welcome || welcome.expired)) return null;
  return (
    <Offer aria-labelledby="welcome-offer" data-welcome-offer>
      <h2 id="welcome-offer">{t('offer.heading', { percentage: timeBonus.isVisible ? TIME_BONUS.value_percentage : welcome!.value_percentage })}</h2>
      {timeBonus.isVisible ? (
        <p>
          {t('offer.timeBonus')} <time>{formatCountdown(timeBonus.remaining)}</time>
        </p>
      ) : (
        welcome?.expires && <p>{t('offer.until', { date: formatDateTime(welcome.expires) })}</p>
      )}
      {toCredits && <TextLink href="/credits">{t('offer.toCredits')}</TextLink>}
    </Offer>
  );
}
