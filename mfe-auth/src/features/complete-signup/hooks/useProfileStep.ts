import { useCallback, useState } from 'react';
import type { OwnProfile, UpdateProfileBody } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { errorText } from 'shared-kernel/utils/apiError';
import type { StepFrameProps } from '../components/StepFrame';
import type { StepProps } from '../components/stepProps';
import '../i18n';

interface SaveProfile {
  saving: boolean;
  /** The server's text when the last save failed. */
  error: string | null;
  /** PUT /api/profile.php; resolves with the saved profile, or null when it failed (error is set). */
  save: (body: UpdateProfileBody) => Promise<OwnProfile | null>;
}

function useSaveProfile(): SaveProfile {
  const { t } = useT('auth');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (body: UpdateProfileBody) => {
      setSaving(true);
      setError(null);
      try {
        const { profile } = await http.call(ENDPOINTS.updateProfile, { body });
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

/** What a step that saves a part of the profile hands to its StepFrame. */
export type ProfileStepFrame = Required<Pick<StepFrameProps, 'headingRef' | 'onSubmit' | 'onSkip' | 'busy' | 'error'>>;

/**
 * A step that saves its part of the own profile: "Volgende" sends `body` and, once it is saved,
 * passes on the new profile and moves on (a failure shows the server's text); "Overslaan" moves on
 * without saving. Returns the StepFrame props: `<StepFrame title="…" {...frame}>`.
 */
export function useProfileStep(
  { onProfile, onNext, headingRef }: Pick<StepProps, 'onProfile' | 'onNext' | 'headingRef'>,
  body: UpdateProfileBody,
): ProfileStepFrame {
  const { saving, error, save } = useSaveProfile();
  const onSubmit = async () => {
    const saved = await save(body);
    if (!saved) return;
    onProfile(saved);
    onNext();
  };
  return { headingRef, onSubmit, onSkip: onNext, busy: saving, error };
}
