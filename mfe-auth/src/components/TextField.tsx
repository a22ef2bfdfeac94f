import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 8px 12px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.7;
  }
`;

export const FieldHint = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const FieldError = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.danger};
`;

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
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        ref={ref}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        $invalid={Boolean(error)}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Wrap>
  );
}
