import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { TIME_BONUS } from 'shared-kernel/stores/timeBonus';
import { Button } from 'shared-kernel/ui/Button';
import { useWelcomeCode } from '../../../hooks/useWelcomeCode';
import { useTimeBonusCountdown } from '../../../hooks/useTimeBonus';
import { Actions, TextLink } from '../../../components/Parts';
import { activeDiscountCode, withCode } from '../../../utils/discount';
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

export interface WelcomeOfferProps {
  /** /credits: the code in use, and how to use the offered one (a button); without, a link to /credits with the code. */
  applied?: string | null;
  onUse?: (code: string) => void;
}

/**
 * The welcome discount (SPEC §1, §4) on /credits and /premium: the active discount code (the time
 * bonus with its countdown in the first 4 hours, else the welcome code until it ends) offered with
 * one button; nothing for a member it no longer applies to.
 */
export function WelcomeOffer({ applied = null, onUse }: WelcomeOfferProps) {
  const { t } = useT('payments');
  const timeBonus = useTimeBonusCountdown();
  const welcome = useWelcomeCode();
  const code = activeDiscountCode(timeBonus.isVisible, welcome);
  if (code === null) return null;
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
      {onUse ? (
        code !== applied && (
          <Actions>
            <Button onClick={() => onUse(code)}>{t('offer.use', { code })}</Button>
          </Actions>
        )
      ) : (
        <TextLink href={withCode('/credits', code)}>{t('offer.toCredits')}</TextLink>
      )}
    </Offer>
  );
}
