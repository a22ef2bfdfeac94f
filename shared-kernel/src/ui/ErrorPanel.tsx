import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-kernel/ui/Button';

export const ERROR_PANEL_TEXT = 'Dit deel van de site kan nu niet worden geladen.';
export const ERROR_PANEL_RETRY = 'Opnieuw proberen';

const Panel = styled.div`
  margin: 16px auto;
  max-width: 560px;
  padding: 24px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  & > p { margin: 0 0 16px; }
`;

export interface ErrorPanelProps {
  onRetry?: () => void;
  /** Overrides the default Dutch message. */
  title?: string;
  children?: ReactNode;
}

/** Inline failure of one area of the page; the rest of the site keeps working. */
export function ErrorPanel({ onRetry, title = ERROR_PANEL_TEXT, children }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <p>{title}</p>
      {children}
      {onRetry && <Button onClick={onRetry}>{ERROR_PANEL_RETRY}</Button>}
    </Panel>
  );
}
