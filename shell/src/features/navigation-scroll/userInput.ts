/** What a person does to scroll or to move the focus: wheel, touch, keys, pointer. */
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Calls `onInput` on the next input of the person at the screen; returns the stop function. */
export function onUserInput(onInput: () => void): () => void {
  const listener = () => onInput();
  for (const type of USER_INPUT_EVENTS) window.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, listener, { capture: true });
  };
}
