import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { siteWordsFit, useSettings } from 'shared-kernel/stores/settings';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import type { LanderMember } from '../types';
import '../i18n';

const Flag = styled(FictionalFlagFrame)`
  gap: 4px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.3;
`;

/**
 * The mark of a fictional member (Dutch regulator's rule), as everywhere on the site:
 * settings.fictional_icon plus settings.fictional_singular as visible text. Nothing for a real member.
 */
export function FictionalBadge({ member, className }: { member: Pick<LanderMember, 'fictional'>; className?: string }) {
  const { t, i18n } = useT('landers');
  const settings = useSettings();
  if (!member.fictional) return null;
  return (
    <Flag className={className} data-fictional="true">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      {(siteWordsFit(settings, i18n.language) && settings?.fictional_singular) || t('lander.fictionalFallback')}
    </Flag>
  );
}
