import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FieldError, Hint, Input, describedBy } from 'shared-kernel/ui/FormParts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ label, value, onValueChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field $flush>
      <label htmlFor={id}>{label}</label>
      <Input
        {...input}
        id={id}
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
