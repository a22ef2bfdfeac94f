import { useCallback, useEffect, useState } from 'react';
import type { Transaction } from 'shared-kernel/contract';
import type { LoadState } from 'shared-kernel/hooks/useLoad';
import { isClientError } from 'shared-kernel/utils/apiError';
import { fetchPayment } from '../../../api/payments';

/** The first check of a pending payment comes after 3 s; each next one waits 1.5 times longer, at most 30 s. */
export const POLL = { firstMs: 3_000, factor: 1.5, maxMs: 30_000 } as const;

export interface PaymentLoad {
  state: LoadState<Transaction>;
  retry: () => void;
}

/**
 * One payment of the member, checked again while it is pending (SPEC §2 payment pending: the page
 * flips by itself), with a growing pause between checks. Polling stops at a final state, at a
 * refusal (4xx) and when the page goes away. A failed check while the payment is shown keeps the
 * last answer on screen and tries again later.
 */
export function usePayment(id: number): PaymentLoad {
  const [state, setState] = useState<LoadState<Transaction>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number = POLL.firstMs;
    let shown = false;

    const later = () => {
      timer = setTimeout(check, delay);
      delay = Math.min(delay * POLL.factor, POLL.maxMs);
    };
    function check() {
      fetchPayment(id).then(
        ({ payment }) => {
          if (!active) return;
          shown = true;
          setState({ status: 'ready', data: payment });
          if (payment.state === 'pending') later();
        },
        (error: unknown) => {
          if (!active) return;
          if (!shown) setState({ status: 'failed', error });
          else if (!isClientError(error)) later();
        },
      );
    }

    setState({ status: 'loading' });
    check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
