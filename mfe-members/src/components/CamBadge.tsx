import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import './i18n';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  color: ${(p) => p.theme.colors.onPrimary};
  background: ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.pill};
  white-space: nowrap;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: #fff;
`;

/** SPEC §1 cam-and-resell card type: the "Live cam" mark of a profile that also performs on cam. */
export function CamBadge({ className }: { className?: string }) {
  const { t } = useT('members');
  return (
    <Pill className={className} data-cam-badge="true">
      <Dot aria-hidden="true" />
      {t('cam.badge')}
    </Pill>
  );
}
