import { useCallback, useState } from 'react';
import type { Api, OwnProfile, ResponseOf, UpdateProfileBody } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { errorText } from '../utils/errorText';
import '../i18n';

export interface SaveProfile {
  saving: boolean;
  /** The server's text when the last save failed. */
  error: string | null;
  /** PUT /api/profile.php; resolves with the saved profile, or null when it failed (error is set). */
  save: (body: UpdateProfileBody) => Promise<OwnProfile | null>;
}

export function useSaveProfile(): SaveProfile {
  const { t } = useT('auth');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (body: UpdateProfileBody) => {
      setSaving(true);
      setError(null);
      try {
        const { profile } = await http.put<ResponseOf<Api['updateProfile']>>(API_PATHS.profile, body);
        return profile;
      } catch (err) {
        setError(errorText(err, { generic: t('completeSignup.errors.generic'), network: t('completeSignup.errors.network') }));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [t],
  );
  return { saving, error, save };
}
