import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Building blocks of the account forms: labels above their controls, hints and errors below them. */

/** A label, its control and the control's hint and error, one below the other. */
export const Field = styled.div<{ $flush?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  /* $flush: no space below, for a field inside a stack that spaces its children itself. */
  margin: ${(p) => (p.$flush ? '0' : '0 0 16px')};
  & > label {
    font-weight: 600;
  }
`;

// `&&` outweighs a card's `p { margin }` rule.
export const Hint = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

const ErrorText = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.875rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.danger};
`;

/** A control's error, announced (role="alert"); nothing without one. `id` ties it to the control. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  );
}

const control = css<{ $invalid?: boolean }>`
  width: 100%;
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

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

/** "123 / 2000" below a text area; red once the text is at its maximum length. */
export const Counter = styled.p<{ $full: boolean }>`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${(p) => (p.$full ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

/** A radio button or checkbox with its text as a large, tappable chip. */
export const ChoiceChip = styled.label<{ $checked: boolean; $invalid?: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid
    ${(p) => (p.$checked ? p.theme.colors.primary : p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$checked ? '#fff0f4' : p.theme.colors.surface)};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

/** ids that link a control to its hint and error (aria-describedby), or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}
