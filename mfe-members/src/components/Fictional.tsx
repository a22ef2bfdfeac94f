import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { siteFictionalNotice, useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import { FictionalFlagFrame, FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import './i18n';

const Flag = styled(FictionalFlagFrame)`
  gap: 4px;
  font-size: 0.8125rem;
  font-weight: 600;
`;

const IconGap = styled.span`
  display: inline-flex;
  margin-right: 6px;
  vertical-align: middle;
`;

/**
 * The mark of a fictional profile (Dutch regulator's rule): settings.fictional_icon plus
 * settings.fictional_singular as visible text, so it never depends on the icon alone.
 */
export function FictionalFlag({ className }: { className?: string }) {
  const { t } = useT('members');
  const settings = useSettings();
  const text = settings?.fictional_singular || t('fictional.fallback');
  return (
    <Flag className={className} data-fictional="true">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      {text}
    </Flag>
  );
}

/** The list's version: smaller and tighter, so the first profiles stay in view. */
const compactStyle = { fontSize: '0.875rem', lineHeight: 1.4, padding: '6px 12px', marginBottom: 8 } as const;

/**
 * A warning about fictional profiles: on one profile (`scope="profile"`) settings.fictional_warning
 * ("Dit is een fictief profiel ..."); above a list (`scope="list"`, compact) the site-level text,
 * since no single profile is meant there.
 */
export function FictionalWarning({ scope }: { scope: 'profile' | 'list' }) {
  const settings = useSettings();
  const text = scope === 'list' ? siteFictionalNotice(settings) : settings?.fictional_warning;
  if (!text) return null;
  return (
    <Alert variant="warning" data-testid="fictional-warning" style={scope === 'list' ? compactStyle : undefined}>
      {settings?.fictional_icon && (
        <IconGap>
          <FictionalIcon icon={settings.fictional_icon} />
        </IconGap>
      )}
      {text}
    </Alert>
  );
}
