import { useEffect } from 'react';
import { useSettings } from 'shared-kernel/stores/settings';
import { composeTitle, setPageTitle } from '../utils/setPageTitle';

/** Used until the settings (which carry the site name) are loaded. */
export const FALLBACK_SITE_NAME = 'Hartklop';

export interface PageTitleOptions {
  /** Append " | <site name>" (default true). Off for a title that already names the site. */
  withSiteName?: boolean;
}

/** Sets the title base of the document, e.g. "Algemene voorwaarden | Hartklop", while the caller is shown. */
export function usePageTitle(page: string | null | undefined, { withSiteName = true }: PageTitleOptions = {}): void {
  const settings = useSettings();
  const siteName = settings?.name || FALLBACK_SITE_NAME;
  const base = withSiteName ? composeTitle(page, siteName) : page?.trim() || siteName;
  useEffect(() => {
    setPageTitle(base);
  }, [base]);
}
