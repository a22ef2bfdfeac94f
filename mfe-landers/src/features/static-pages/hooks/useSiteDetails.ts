import { useCallback, useEffect, useState } from 'react';
import { loadCompanyInfo, useCompanyInfo } from 'shared-kernel/stores/companyInfo';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';
import type { SiteDetails } from '../utils/siteDetails';

export type SiteDetailsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'ready' } & SiteDetails);

/**
 * Company info and settings for the static pages. Both are loaded once per page (the kernel
 * loaders skip a held value and share a request in flight); a failure offers a retry.
 */
export function useSiteDetails(): SiteDetailsState {
  const company = useCompanyInfo();
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([loadSettings(), loadCompanyInfo()]).catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (company && settings) return { status: 'ready', company, settings };
  if (failed) return { status: 'error', retry };
  return { status: 'loading' };
}
