import { useCallback, useEffect, useState } from 'react';
import type { Settings } from 'shared-kernel/contract';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';

export type SettingsState = { status: 'loading' } | { status: 'ready'; settings: Settings } | { status: 'failed'; retry: () => void };

/** The settings (the kernel shares the one request), with a retry when they could not be loaded. */
export function useSettingsState(): SettingsState {
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadSettings().catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);
  if (settings) return { status: 'ready', settings };
  return failed ? { status: 'failed', retry: load } : { status: 'loading' };
}
