import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.span<{ $block: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  justify-content: center;
  padding: ${(p) => (p.$block ? '24px 0' : '0')};
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Accessible name (default "Laden..."). */
  label?: string;
  size?: number;
  /** Centre it in its own block. */
  block?: boolean;
}

export function Spinner({ label = 'Laden...', size = 32, block = true }: SpinnerProps) {
  return (
    <Wrap role="status" $block={block}>
      <Circle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrap>
  );
}
