import { useLayoutEffect, useRef, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_FORM_ATTRIBUTE, earlyChangesOf, HYDRATED_ATTRIBUTE, takeEarlySubmit } from './earlyInput';

const noSubscription = () => () => undefined;
const notHydrating = () => false;
/** The server snapshot is what a hydrating render sees: true only while hydrating server HTML. */
const hydratingOnServerSnapshot = () => true;

export interface EarlyInputProps {
  ref: RefObject<HTMLFormElement | null>;
  onSubmitCapture: (event: FormEvent<HTMLFormElement>) => void;
  [EARLY_FORM_ATTRIBUTE]: '';
}

/**
 * Nothing typed or sent before hydration is lost (issue 29). Spread the result on a server-rendered
 * `<form>`: once React runs it, what was typed before reaches the form's state through its own change
 * handlers, and a form the visitor sent meanwhile is sent again, now by the form's onSubmit.
 */
export function useEarlyInput(): EarlyInputProps {
  const ref = useRef<HTMLFormElement | null>(null);
  const hydrating = useSyncExternalStore(noSubscription, notHydrating, hydratingOnServerSnapshot);
  // While what was typed before is not yet in the state, a submit waits for it (React may hand the
  // form a submit it held during hydration before the replay).
  const replay = useRef<{ pending: boolean; send: boolean }>({ pending: false, send: false });

  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(HYDRATED_ATTRIBUTE, '');
    // A form the browser rendered itself holds nothing from before.
    if (!hydrating) return;
    // Read in the hydrating commit itself: any later render writes the state's (empty) values over them.
    const changes = earlyChangesOf(form);
    const sent = takeEarlySubmit(form);
    if (changes.length === 0 && !sent) return;
    replay.current = { pending: true, send: sent };
    // Replayed outside React's commit, one at a time with a render after each (as a visitor's own
    // events are): a handler that builds on the value of its render (a date's parts) sees the last one.
    const timer = setTimeout(() => {
      for (const change of changes) flushSync(change);
      const { send } = replay.current;
      replay.current = { pending: false, send: false };
      if (send) form.requestSubmit();
    });
    return () => clearTimeout(timer);
    // Once, when mounted: `hydrating` is the mounting render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmitCapture = (event: FormEvent<HTMLFormElement>) => {
    if (!replay.current.pending) return;
    event.preventDefault();
    event.stopPropagation();
    replay.current.send = true;
  };

  return { ref, onSubmitCapture, [EARLY_FORM_ATTRIBUTE]: '' };
}
