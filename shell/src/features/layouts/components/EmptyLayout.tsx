import type { LayoutProps } from '../types';
import { Page, PageBody } from './LayoutParts';

/** SPEC §2 Empty layout: content plus the modals slot (entry warning NL/DE, signup modal). */
export function EmptyLayout({ children, slots = {} }: LayoutProps) {
  return (
    <Page data-layout="empty">
      <PageBody modals={slots.modals}>{children}</PageBody>
    </Page>
  );
}
