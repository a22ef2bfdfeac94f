import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { TIME_BONUS } from 'shared-kernel/contract/constants';
import { media } from 'shared-kernel/ui';
import { useTimeBonusCountdown } from '../../../hooks/useTimeBonus';
import { withCode } from '../../../utils/discount';
import { formatCountdown } from '../../../utils/timeBonus';
import '../i18n';
import { useModalFirst } from '../modalState';

const Bar = styled.aside`
  background: ${(p) => p.theme.colors.success};
`;

/** One slim line (44 px), so the first profiles of /members stay on the first screen of a phone. */
const BarLink = styled(AppLink)`
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 4px 16px;
  color: #fff;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  time {
    font-variant-numeric: tabular-nums;
  }
  /* On a phone the bar is one line: the call to action is for screen readers only (the bar is the link). */
  span:last-child {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  ${media.sm} {
    span:last-child {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      text-decoration: underline;
      text-underline-offset: 3px;
    }
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
  /* With a mouse on a wide screen a slimmer ribbon: the first results of /members stay above the fold. */
  @media (min-width: 992px) and (pointer: fine) {
    min-height: 32px;
    padding: 2px 16px;
  }
`;

/**
 * SPEC §2/§4 time-bonus banner: the countdown (hh:mm:ss) linking to /credits, while the time bonus
 * is visible. The shell mounts it (parcel `./timeBonusBanner`) in the members area of a logged-in member.
 * While the time-bonus modal is still to come for this member (0 credits, not closed yet), the banner
 * waits for it: one promotion at a time (issue 27).
 */
export default function TimeBonusBanner() {
  const { t } = useT('payments');
  const { isVisible, remaining } = useTimeBonusCountdown();
  const modalFirst = useModalFirst();
  if (!isVisible || modalFirst) return null;
  return (
    <Bar aria-label={t('timeBonus.region')} data-time-bonus="banner">
      <BarLink href={withCode('/credits', TIME_BONUS.code)}>
        <strong>{t('timeBonus.banner', { percentage: TIME_BONUS.value_percentage })}</strong>
        <span>
          {t('timeBonus.bannerLeft')} <time>{formatCountdown(remaining)}</time>
        </span>
        <span>{t('timeBonus.bannerCta')}</span>
      </BarLink>
    </Bar>
  );
}
