import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { siteFictionalNotice, siteWordsFit, useSettings } from 'shared-kernel/stores/settings';
import { FictionalIcon } from 'shared-kernel/ui/FictionalFlag';
import '../i18n';

const Notice = styled.p`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 10px 14px;
  font-size: 0.875rem;
  color: #1f1a24;
  background: #fff4d6;
  border: 1px solid #f0a202;
  border-radius: 8px;
`;

/**
 * The site-level disclosure beside a lander's members (several profiles, none in particular): "some
 * profiles are fictional ...", with the fictional icon (as the member lists elsewhere on the site).
 */
export function FictionalNotice({ className }: { className?: string }) {
  const { t, i18n } = useT('landers');
  const settings = useSettings();
  return (
    <Notice className={className} data-testid="fictional-warning">
      {settings?.fictional_icon && <FictionalIcon icon={settings.fictional_icon} />}
      <span>
        {siteWordsFit(settings, i18n.language)
          ? siteFictionalNotice(settings)
          : t('lander.fictionalNotice', { name: settings?.name || 'Hartklop' })}
      </span>
    </Notice>
  );
}
