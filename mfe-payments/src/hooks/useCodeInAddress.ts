import { useCallback } from 'react';
import { useSearchParams } from 'shared-kernel/router';

/**
 * The discount code of the credit pages lives in the address (`?code=`), so it goes along from
 * /credits to the method choice and the start of the payment. Without `?code=` the page uses
 * `fallback` (the active code of SPEC §4); `?code=` empty means "no code" (the member removed it).
 */
export function useCodeInAddress(fallback: string | null): { code: string | null; removed: boolean; apply: (code: string) => void; remove: () => void } {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('code');
  const code = raw === null ? fallback : raw.trim().toUpperCase() || null;
  // `?code=` empty: the member chose to pay without a code (links keep saying so).
  const removed = raw !== null && raw.trim() === '';
  const set = useCallback(
    (value: string) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('code', value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const apply = useCallback((value: string) => set(value.trim().toUpperCase()), [set]);
  const remove = useCallback(() => set(''), [set]);
  return { code, removed, apply, remove };
}
