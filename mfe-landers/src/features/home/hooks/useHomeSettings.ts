import { useEffect, useState } from 'react';
import type { Settings } from 'shared-kernel/contract';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';

export type HomeSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; settings: Settings }
  /** The page still works without settings: it falls back to its own texts. */
  | { status: 'failed' };

/** Loads the settings once (the kernel shares the request) and reports whether they arrived. */
export function useHomeSettings(): HomeSettingsState {
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadSettings().catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, []);
  if (settings) return { status: 'ready', settings };
  return failed ? { status: 'failed' } : { status: 'loading' };
}
