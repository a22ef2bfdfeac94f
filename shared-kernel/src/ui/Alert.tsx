import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $variant: AlertVariant }>`
  padding: 12px 16px;
  margin: 0 0 16px;
  border-left: 4px solid ${(p) => p.theme.colors[p.$variant]};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.card};
  & > strong { display: block; margin-bottom: 4px; }
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
}

/** Warnings and errors are announced (role=alert); info and success politely (role=status). */
export function Alert({ variant = 'info', title, children, ...rest }: AlertProps) {
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  return (
    <Box role={role} $variant={variant} {...rest}>
      {title && <strong>{title}</strong>}
      {children}
    </Box>
  );
}
