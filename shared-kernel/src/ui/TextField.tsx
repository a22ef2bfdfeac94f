import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, FieldError, Hint, Input, describedBy } from 'shared-kernel/ui/FormParts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown below the input (role="alert") and marks the input invalid. */
  error?: string | null;
  /** Help text, tied to the input with aria-describedby. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ label, value, onValueChange, error, hint, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field $flush>
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        id={id}
        ref={ref}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(Boolean(hint) && hintId, error && errorId)}
        $invalid={Boolean(error)}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  );
}
