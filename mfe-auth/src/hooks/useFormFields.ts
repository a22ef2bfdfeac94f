import { useCallback, useRef, useState } from 'react';
import { authRuleText } from '../components/i18n';

/** What a TextField needs of its field: the value, the change handler, the error and the ref for the focus. */
export interface FieldBinding {
  value: string;
  onValueChange: (value: string) => void;
  error: string | null | undefined;
  ref: (el: HTMLInputElement | null) => void;
}

export interface FormFields<K extends string> {
  values: Record<K, string>;
  /** Sets some fields, e.g. empties them after a successful submission. */
  setValues: (values: Partial<Record<K, string>>) => void;
  /**
   * Shows the errors `found` (one entry per field, null when valid, in the order of the form) and
   * moves the focus to the first invalid field. Returns true when there are none.
   */
  check: (found: Record<K, string | null | undefined>) => boolean;
  /** The props for field `name`'s TextField: `<EmailField label="…" {...form.field('email')} />`. */
  field: (name: K) => FieldBinding;
}

/** The text fields of a form: their values, their client-side errors, and the focus on the first invalid one. */
export function useFormFields<K extends string>(initial: Record<K, string>): FormFields<K> {
  const [values, setAll] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});
  const inputs = useRef(new Map<K, HTMLInputElement | null>());
  // Handlers made once per field: new ones every render would detach and attach the input each time.
  const handlers = useRef(new Map<K, Pick<FieldBinding, 'onValueChange' | 'ref'>>());

  const setValues = useCallback((next: Partial<Record<K, string>>) => setAll((v) => ({ ...v, ...next })), []);

  const check = useCallback((found: Record<K, string | null | undefined>) => {
    setErrors(found);
    const invalid = (Object.keys(found) as K[]).find((name) => found[name]);
    if (invalid === undefined) return true;
    inputs.current.get(invalid)?.focus();
    return false;
  }, []);

  const field = (name: K): FieldBinding => {
    let handler = handlers.current.get(name);
    if (!handler) {
      handler = {
        onValueChange: (value) => setAll((v) => ({ ...v, [name]: value })),
        ref: (el) => {
          inputs.current.set(name, el);
        },
      };
      handlers.current.set(name, handler);
    }
    // A rule's text of the contract in the page's language (shared-kernel/i18n/rules).
    return { value: values[name], error: authRuleText(errors[name]), ...handler };
  };

  return { values, setValues, check, field };
}
