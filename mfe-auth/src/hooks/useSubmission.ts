import { useCallback, useRef, useState } from 'react';
import { useT } from 'shared-kernel/i18n';
import { errorCode, serverMessage } from 'shared-kernel/utils/apiError';
import '../components/i18n';

export type SubmissionState<T> =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; message: string; code: string | undefined }
  | { status: 'succeeded'; result: T };

export interface Submission<T> {
  state: SubmissionState<T>;
  submitting: boolean;
  /**
   * Runs `action` unless one is still running (a double click or a second Enter sends nothing).
   * A failure becomes `failed` with the server's message, or the generic SPEC text without one.
   */
  submit: (action: () => Promise<T>) => Promise<void>;
  /** Back to idle (e.g. when a dialog is closed); ignored while submitting. */
  reset: () => void;
}

/** State of one form's submission: idle, submitting, failed with a message, or succeeded with a result. */
export function useSubmission<T>(): Submission<T> {
  const { t } = useT('auth');
  const [state, setState] = useState<SubmissionState<T>>({ status: 'idle' });
  // A ref, not the state: two submits in the same tick both see the old state.
  const running = useRef(false);

  const submit = useCallback(
    async (action: () => Promise<T>) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'submitting' });
      try {
        const result = await action();
        setState({ status: 'succeeded', result });
      } catch (error) {
        setState({ status: 'failed', message: serverMessage(error) ?? t('common.errors.generic'), code: errorCode(error) });
      } finally {
        running.current = false;
      }
    },
    [t],
  );

  const reset = useCallback(() => {
    if (!running.current) setState({ status: 'idle' });
  }, []);

  return { state, submitting: state.status === 'submitting', submit, reset };
}
