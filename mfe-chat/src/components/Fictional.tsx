import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { siteWordsFit, useSettings } from 'shared-kernel/stores/settings';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import './i18n';

const Flag = styled(FictionalFlagFrame)`
  flex: none;
  white-space: nowrap;
  gap: 4px;
  font-size: 0.75rem;
  font-weight: 600;
`;

/**
 * The mark of a fictional profile (Dutch regulator's rule): settings.fictional_icon plus
 * settings.fictional_singular as visible text, so it never depends on the icon alone.
 */
export function FictionalFlag() {
  const { t, i18n } = useT('chat');
  const settings = useSettings();
  return (
    <Flag data-fictional="true">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      {(siteWordsFit(settings, i18n.language) && settings?.fictional_singular) || t('fictional.fallback')}
    </Flag>
  );
}
