import type { LayoutProps } from '../types';
import { BannerSlot, hasContent, Page, PageBody, SkipLink, StickyHeader, WarningsArea } from './LayoutParts';

/**
 * SPEC §2 Default layout: top navigation, banner (the time bonus), warnings area, content, footer
 * (disclaimer and US footer are part of the footer slot), modals (entry warning, signup, time-bonus, like).
 * The layout owns the landmarks: <header> around the top navigation, <main>, <footer> around the footer.
 */
export function DefaultLayout({ children, slots = {} }: LayoutProps) {
  const { topNav, banner, warnings, footer, modals } = slots;
  return (
    <Page data-layout="default">
      <SkipLink />
      {hasContent(topNav) && <StickyHeader>{topNav}</StickyHeader>}
      {hasContent(banner) && <BannerSlot>{banner}</BannerSlot>}
      {hasContent(warnings) && <WarningsArea>{warnings}</WarningsArea>}
      <PageBody footer={footer} modals={modals}>
        {children}
      </PageBody>
    </Page>
  );
}
