import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';

export const Text = styled.p`
  margin: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
`;

/** Outcome of an action; a live region that stays in place (empty until there is something to say). */
export const Result = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  &:empty {
    margin: 0;
  }
`;

export const AlertLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  margin-top: ${(p) => p.theme.space(2)};
  /* A 44 px touch target on phones and touch screens. */
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px), (pointer: coarse) {
    min-height: 44px;
  }
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

/** A compact alert's one line: the title, then the action (wrapping below it when narrow). */
export const CompactRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${(p) => p.theme.space(3)};
  row-gap: ${(p) => p.theme.space(1)};
  & > strong {
    margin: 0;
  }
  & > a,
  & > button {
    margin-top: 0;
  }
`;

/** The compact alerts sit closer together and to the page. */
export const compactAlertStyle = { marginBottom: 8, paddingTop: 8, paddingBottom: 8 } as const;
