import styled, { css } from 'styled-components';

/** Building blocks of the step forms (labels above controls). */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0 0 16px;
  & > label {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.danger};
`;

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
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 160px;
  resize: vertical;
`;

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

/** Checkboxes as tappable chips in a wrapping grid. */
export const CheckboxGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin: 8px 0;
`;

export const CheckboxChip = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid ${(p) => (p.$checked ? p.theme.colors.primary : p.theme.colors.border)};
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

/** ids for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}
