/**
 * What a visitor does to a server-rendered form before its script has run (issue 29): the typing is in
 * the DOM only, React's state still holds the server's first render. Hydration keeps the DOM's value
 * but not the state, so the next render of the form would empty the field again.
 *
 * The inline script of the shell's index.html holds a form marked `EARLY_FORM_ATTRIBUTE` back when it
 * is sent before `HYDRATED_ATTRIBUTE` is on it, and sets its property `EARLY_SUBMIT_PROPERTY` (not an
 * attribute: hydration would find one the server did not render); once hydrated the form replays what
 * was typed through its own change handlers and sends itself again.
 */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const EARLY_SUBMIT_PROPERTY = 'hkEarlySubmit';

type EarlyForm = HTMLFormElement & { [EARLY_SUBMIT_PROPERTY]?: boolean };

type ValueControl = HTMLInputElement | HTMLTextAreaElement;

/** The prototype's own setter: it changes the control without telling React's value tracker. */
function setUntracked(control: HTMLInputElement, property: 'value' | 'checked', value: string | boolean): void;
function setUntracked(control: HTMLTextAreaElement, property: 'value', value: string): void;
function setUntracked(control: ValueControl, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, value);
}

/** One control's change made before hydration, replayed later through the control's own event. */
export type EarlyChange = () => void;

/**
 * The changes the DOM holds that the form's state has not seen (a text differing from its default, a
 * checkbox or radio button turned, an option chosen), read at once: any render of the form writes its
 * state over them. Each replays its value and fires its control's event; React's tracker is first set
 * to the server's value, so the event reads as the change it was.
 */
export function earlyChangesOf(form: HTMLFormElement): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked === element.defaultChecked) continue;
      const turned = element.checked;
      changes.push(() => {
        element.checked = !turned;
        setUntracked(element, 'checked', turned);
        // React reads a checkbox's change from a click; a plain Event named click turns nothing itself.
        element.dispatchEvent(new Event('click', { bubbles: true }));
      });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value === element.defaultValue || (element instanceof HTMLInputElement && element.type === 'file')) continue;
      const typed = element.value;
      changes.push(() => {
        element.value = element.defaultValue;
        if (element instanceof HTMLInputElement) setUntracked(element, 'value', typed);
        else setUntracked(element, 'value', typed);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      });
    } else if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).every((option) => option.selected === option.defaultSelected)) continue;
      const chosen = element.value;
      changes.push(() => {
        element.value = chosen;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
  }
  return changes;
}

/** Whether the form was sent before it was hydrated; reading it clears the mark. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const early: EarlyForm = form;
  const sent = early[EARLY_SUBMIT_PROPERTY] === true;
  delete early[EARLY_SUBMIT_PROPERTY];
  return sent;
}

/** Marks `form` as sent before hydration, as the inline script of the shell's index.html does (tests). */
export function markEarlySubmit(form: HTMLFormElement): void {
  (form as EarlyForm)[EARLY_SUBMIT_PROPERTY] = true;
}
