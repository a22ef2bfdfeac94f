import { useEffect } from 'react';
import { useSettings } from 'shared-kernel/stores';
import { composeTitle, setPageTitle } from '../utils/setPageTitle';

/** Used until the settings (which carry the site name) are loaded. */
export const FALLBACK_SITE_NAME = 'Hartklop';

/** Sets `document.title` to "<page> | <site name>" while the calling component is shown. */
export function usePageTitle(page: string | null | undefined): void {
  const settings = useSettings();
  const siteName = settings?.name || FALLBACK_SITE_NAME;
  useEffect(() => {
    setPageTitle(composeTitle(page, siteName));
  }, [page, siteName]);
}
