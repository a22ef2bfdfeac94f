import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';

const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 16px 0;
  & > p {
    margin: 0;
  }
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
`;

export interface EmptyStateProps {
  /** Why the list is empty, e.g. "Je hebt nog geen gesprekken." */
  text: string;
  /** Where to go from here, e.g. `/members`, and the link's text. */
  actionHref: string;
  actionLabel: string;
}

/** An empty list: a short text and the way onward. */
export function EmptyState({ text, actionHref, actionLabel }: EmptyStateProps) {
  return (
    <Box>
      <p>{text}</p>
      <AppLink href={actionHref}>{actionLabel}</AppLink>
    </Box>
  );
}
