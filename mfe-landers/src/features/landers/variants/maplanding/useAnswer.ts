import { useEffect, useState } from 'react';

/**
 * The answer of one call made when the component mounts: undefined while it is out, null when it
 * failed (the map works without counts, without members). Kept here rather than the kernel's useLoad:
 * one shared module less on the lander's first visit.
 */
export function useAnswer<T>(load: () => Promise<T>): T | null | undefined {
  const [answer, setAnswer] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setAnswer(value),
      () => active && setAnswer(null),
    );
    return () => {
      active = false;
    };
    // One call per mount: a new province mounts a new panel (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answer;
}
