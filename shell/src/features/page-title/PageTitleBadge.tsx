import { useEffect } from 'react';
import { clearTitleBadge, usePageTitleBadge } from './usePageTitleBadge';

/**
 * The title prefix and app badge of a logged-in member (SPEC §4), as a component the shell renders
 * only while someone is logged in: a visitor's first visit loads neither it nor the chat state.
 * Unmounting (logout) takes the count off again.
 */
export default function PageTitleBadge() {
  usePageTitleBadge();
  useEffect(() => clearTitleBadge, []);
  return null;
}
