import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'shared-kernel/router';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';
import { signupMode } from 'shared-kernel/stores/tracking';

const noSubscription = () => () => undefined;

/**
 * SPEC §6: 'invitation' when signups need an invitation code for this visitor, else 'open'. Until the
 * settings are there the form is open; the server refuses a signup without a needed code anyway.
 * A server render (issue 16) knows the address but not the visitor's stored tracking data: hydration
 * starts from the address alone, and the stored data counts right after.
 */
export function useSignupMode(): 'open' | 'invitation' {
  const settings = useSettings();
  const { search } = useLocation();
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
  return useSyncExternalStore(
    noSubscription,
    () => (settings ? signupMode(settings, search) : 'open'),
    () => (settings ? signupMode(settings, search, { stored: false }) : 'open'),
  );
}
