import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { brandLogo, HeartMark } from 'shared-kernel/ui/HeartMark';
import type { LayoutProps } from '../types';
import { Page, PageBody, SkipLink } from './LayoutParts';

const LogoBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 56px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const LogoLink = styled(AppLink)`
  ${brandLogo}
  gap: ${(p) => p.theme.space(2)};
  font-size: 1.375rem;
`;

/** SPEC §2 Lander layout: logo bar (logo → home), content, footer slot, modals slot (entry warning NL/DE). */
export function LanderLayout({ children, slots = {} }: LayoutProps) {
  const { t } = useT('shell');
  const { footer, modals } = slots;
  return (
    <Page data-layout="lander">
      <SkipLink />
      <LogoBar>
        <LogoLink href="/" aria-label={t('layouts.logoHome')}>
          <HeartMark />
          <span aria-hidden="true">Hartklop</span>
        </LogoLink>
      </LogoBar>
      <PageBody footer={footer} modals={modals}>
        {children}
      </PageBody>
    </Page>
  );
}
