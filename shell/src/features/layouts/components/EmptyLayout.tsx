import type { LayoutProps } from '../types';
import { Main, MAIN_CONTENT_ID, Page } from './LayoutParts';

/** SPEC §2 Empty layout: content plus the modals slot (entry warning NL/DE, signup modal). */
export function EmptyLayout({ children, slots = {} }: LayoutProps) {
  return (
    <Page data-layout="empty">
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {slots.modals}
    </Page>
  );
}
