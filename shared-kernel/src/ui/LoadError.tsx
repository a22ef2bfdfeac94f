import { useCallback, useEffect, type ReactNode } from 'react';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useT } from 'shared-kernel/i18n';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';
import { loadSettings } from 'shared-kernel/stores/settings';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { errorText } from 'shared-kernel/utils/apiError';

/** The text of a failed call: the server's Dutch text, else ours (no answer, or none readable). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useT(KERNEL_NS);
  return useCallback(
    (error: unknown) => errorText(error, { generic: t('common.errors.generic'), network: t('common.errors.network') }),
    [t],
  );
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

export interface LoadedProps<T> {
  load: () => Promise<T>;
  /** The spinner's text while loading. */
  loadingLabel: string;
  /** What to show with the answer; `reload` loads again. */
  children: (data: T, reload: () => void) => ReactNode;
}

/** Loads once (and the settings in the background): a spinner, the failure with a retry, or the answer. */
export function Loaded<T>({ load, loadingLabel, children }: LoadedProps<T>) {
  const { state, retry } = useLoad(true, load);
  useSettingsInBackground();
  if (state.status === 'loading') return <Spinner label={loadingLabel} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={retry} />;
  return <>{children(state.data, retry)}</>;
}
