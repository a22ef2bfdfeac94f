import { useEffect } from 'react';
import { loadSettings, useSettings } from 'shared-kernel/stores/settings';
import { signupMode } from 'shared-kernel/stores/tracking';

/**
 * SPEC §6: 'invitation' when signups need an invitation code for this visitor, else 'open'. Until the
 * settings are there the form is open; the server refuses a signup without a needed code anyway.
 */
export function useSignupMode(): 'open' | 'invitation' {
  const settings = useSettings();
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
  return settings ? signupMode(settings) : 'open';
}
