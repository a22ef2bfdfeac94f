import { useCallback, useEffect } from 'react';
import { useT } from 'shared-kernel/i18n';
import { loadSettings } from 'shared-kernel/stores/settings';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { errorText } from 'shared-kernel/utils/apiError';
import './i18n';

/** The text of a failed call: the server's Dutch text, else ours (no answer, or none readable). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useT('chat');
  return useCallback((error: unknown) => errorText(error, { generic: t('common.errors.generic'), network: t('common.errors.network') }), [t]);
}

/** A load that failed, with its text and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const text = useErrorText();
  return <ErrorPanel title={text(error)} onRetry={onRetry} />;
}

/** Asks for the settings (the cdn prefix of the photos, the fictional texts, prices); the page works without them. */
export function useSettingsInBackground(): void {
  useEffect(() => {
    loadSettings().catch(() => undefined);
  }, []);
}
