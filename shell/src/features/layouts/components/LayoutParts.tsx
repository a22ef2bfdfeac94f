import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { addResources, useT } from 'shared-kernel/i18n';
import '../../../locales/register';

addResources('shell', {
  nl: { layouts: { skipToContent: 'Naar de inhoud', warnings: 'Meldingen', logoHome: 'Hartklop, naar de homepage' } },
  en: { layouts: { skipToContent: 'Skip to content', warnings: 'Notifications', logoHome: 'Hartklop, to the home page' } },
});

export const MAIN_CONTENT_ID = 'main-content';

/** Column filling the viewport so the footer sits at the bottom of short pages. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

/**
 * At least a screen high: the footer starts below the fold, so it never jumps down the screen when the
 * remote's page (or a lazy part of it) arrives after the layout (issue 16, layout shift).
 */
export const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  min-height: 100vh;
  min-height: 100dvh;
  &:focus {
    outline: none;
  }
  /* A page held back until what goes above it is known (the shell's app marks it, issue 29): the whole
     region is invisible, so it does not count as moved when a banner or an alert takes its place. */
  &:has([data-page-hold]) {
    visibility: hidden;
  }
  /* A page's heading takes the focus after a navigation (navigation-scroll): a ring only for the keyboard. */
  & h1[tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const StickyHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndex.nav};
`;

export const FooterArea = styled.footer`
  flex-shrink: 0;
  margin-top: ${(p) => p.theme.space(8)};
`;

const SkipAnchor = styled.a`
  position: absolute;
  left: ${(p) => p.theme.space(2)};
  top: -100px;
  display: flex;
  align-items: center;
  min-height: 44px;
  z-index: ${(p) => p.theme.zIndex.modal + 2};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  box-shadow: ${(p) => p.theme.shadows.card};

  &:focus {
    top: ${(p) => p.theme.space(2)};
  }
`;

/** First focusable element: jumps over the navigation to the main content (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useT('shell');
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    e.preventDefault(); // no hash in the URL: the routers must not see a navigation
    main.focus();
  };
  return (
    <SkipAnchor href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('layouts.skipToContent')}
    </SkipAnchor>
  );
}

/** Below the navigation: a remote's banner (payments' time bonus), full width. */
export const BannerSlot = styled.div``;

const WarningsSection = styled.section`
  width: 100%;
  max-width: 1140px;
  margin: ${(p) => p.theme.space(4)} auto 0;
  padding: 0 ${(p) => p.theme.space(4)};
  /* Under a shown banner (or one known to come, its room kept), less space: the first results stay on
     the first screen. */
  ${BannerSlot}:has(aside, [data-banner-due]) + & {
    margin-top: ${(p) => p.theme.space(2)};
  }
  /* Nothing to warn about (the alerts render nothing): no empty landmark. */
  &:empty {
    display: none;
  }
`;

export function WarningsArea({ children }: { children: ReactNode }) {
  const { t } = useT('shell');
  return <WarningsSection aria-label={t('layouts.warnings')}>{children}</WarningsSection>;
}

export const hasContent = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false;

/** The part every page layout ends with: the main content, the footer slot when given, then the modals. */
export function PageBody({ children, footer, modals }: { children: ReactNode; footer?: ReactNode; modals?: ReactNode }) {
  return (
    <>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {hasContent(footer) && <FooterArea>{footer}</FooterArea>}
      {modals}
    </>
  );
}
