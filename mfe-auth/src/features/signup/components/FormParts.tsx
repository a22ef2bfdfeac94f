import styled, { css } from 'styled-components';

/** Building blocks of the signup form (labels above inputs, errors under them). */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0 0 16px;
`;

export const Label = styled.label`
  font-weight: 600;
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
  min-height: 120px;
  resize: vertical;
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

/** Radio buttons as large, tappable choices. */
export const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-bottom: 6px;
`;

export const Choice = styled.label<{ $checked: boolean; $invalid?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid
    ${(p) => (p.$checked ? p.theme.colors.primary : p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$checked ? '#fff0f4' : p.theme.colors.surface)};
  cursor: pointer;
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

export const DateParts = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr 1.2fr;
  gap: 8px;
  margin-bottom: 6px;
  & > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  & label {
    font-size: 0.875rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  & > input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

export const Counter = styled.p<{ $full: boolean }>`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${(p) => (p.$full ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

/** The password input with its show/hide button at the right. */
export const PasswordRow = styled.div`
  position: relative;
  & > input {
    padding-right: 96px;
  }
  & > button {
    position: absolute;
    top: 50%;
    right: 6px;
    transform: translateY(-50%);
    min-height: 36px;
    padding: 4px 12px;
  }
`;

/** ids that link a control to its hint and error (aria-describedby), or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}
