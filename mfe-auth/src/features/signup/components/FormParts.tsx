import styled from 'styled-components';

/** Layouts of the signup form's own controls (the common parts are in shared-kernel/ui/FormParts). */

/** The two radio chips (man, vrouw) side by side. */
export const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-bottom: 6px;
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
  /* Phones: the show-password button is a 44 px touch target, inside a field made that much taller. */
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px), (pointer: coarse) {
    & > input {
      min-height: 52px;
    }
    & > button {
      right: 4px;
      min-height: 44px;
    }
  }
`;

/**
 * The container the signup modal's form sits in (SignupParcelRoot): wide enough, the form puts its
 * fields in pairs (Pair), so the submit button is on the first screen of a 1280 × 720 window.
 */
export const SIGNUP_CONTAINER = 'signup-form';

/** Two fields side by side in a wide signup container; one below the other anywhere else. */
export const Pair = styled.div`
  @container ${SIGNUP_CONTAINER} (min-width: 600px) {
    display: grid;
    grid-template-columns: 1fr 1fr;
    align-items: start;
    column-gap: 24px;
  }
`;
