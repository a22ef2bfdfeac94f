import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { TIME_BONUS } from 'shared-kernel/contract/constants';
import { Button } from 'shared-kernel/ui/Button';
import { useWelcomeCode } from '../hooks/useWelcomeCode';
import { useTimeBonusCountdown } from '../hooks/useTimeBonus';
import { Actions, TextLink } from './Parts';
import { activeDiscountCode, withCode } from '../utils/discount';
import { formatCountdown } from '../utils/timeBonus';
import { formatDateTime } from '../utils/money';
import './i18n';

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
  /** /credits, the method page and /pricing: the code in use, how to use the offered one and how to pay without it; without, a link to /credits with the code. */
  applied?: string | null;
  onUse?: (code: string) => void;
  onRemove?: () => void;
  /** The offer is being applied (`OfferPricing.settling`): nothing yet, rather than a "use code" button that turns into "Zonder korting" under the member's finger. */
  settling?: boolean;
}

/**
 * The welcome discount (SPEC §1, §4; issue 27) on /credits, the method page, /pricing and /premium:
 * the active discount code (the time bonus with its countdown in the first 4 hours, else the welcome
 * code until it ends). Where prices are shown it is applied already ("Welkomstkorting toegepast",
 * with "Zonder korting" to pay the full price); once removed, one button applies it again. Nothing
 * for a member it no longer applies to.
 */
export function WelcomeOffer({ applied = null, onUse, onRemove, settling = false }: WelcomeOfferProps) {
  const { t } = useT('payments');
  const timeBonus = useTimeBonusCountdown();
  const welcome = useWelcomeCode();
  const code = activeDiscountCode(timeBonus.isVisible, welcome);
  if (code === null || settling) return null;
  const percentage = timeBonus.isVisible ? TIME_BONUS.value_percentage : welcome!.value_percentage;
  const inUse = onUse !== undefined && code === applied;
  return (
    <Offer aria-labelledby="welcome-offer" data-welcome-offer={inUse ? 'applied' : 'offered'}>
      <h2 id="welcome-offer">{inUse ? t('offer.applied') : t('offer.heading', { percentage })}</h2>
      {inUse && <p>{t('offer.appliedText', { percentage })}</p>}
      {timeBonus.isVisible ? (
        <p>
          {t('offer.timeBonus')} <time>{formatCountdown(timeBonus.remaining)}</time>
        </p>
      ) : (
        welcome?.expires && <p>{t('offer.until', { date: formatDateTime(welcome.expires) })}</p>
      )}
      {onUse ? (
        <Actions>
          {inUse ? (
            onRemove && (
              <Button variant="outline" onClick={onRemove}>
                {t('offer.remove')}
              </Button>
            )
          ) : (
            <Button onClick={() => onUse(code)}>{t('offer.use', { code })}</Button>
          )}
        </Actions>
      ) : (
        <TextLink href={withCode('/credits', code)}>{t('offer.toCredits')}</TextLink>
      )}
    </Offer>
  );
}
