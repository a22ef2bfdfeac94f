import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from 'shared-kernel/ui/CloseButton';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $variant: AlertVariant; $closable: boolean }>`
  position: relative;
  padding: 12px ${(p) => (p.$closable ? '52px' : '16px')} 12px 16px;
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
  /** Shows a close button (a real button named by closeLabel) that calls this. */
  onClose?: () => void;
  /** Accessible name of the close button; default 'Sluiten'. */
  closeLabel?: string;
}

/** Warnings and errors are announced (role=alert); info and success politely (role=status). */
export function Alert({ variant = 'info', title, children, onClose, closeLabel = 'Sluiten', ...rest }: AlertProps) {
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  return (
    <Box role={role} $variant={variant} $closable={Boolean(onClose)} {...rest}>
      {title && <strong>{title}</strong>}
      {children}
      {onClose && (
        <CloseButton $inset={4} type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      )}
    </Box>
  );
}
