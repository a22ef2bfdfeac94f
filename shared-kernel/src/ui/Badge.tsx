import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeVariant = 'default' | 'warning' | 'danger';

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  min-width: 1.5em;
  padding: 0.1em 0.5em;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => (p.$variant === 'warning' ? p.theme.colors.text : '#fff')};
  background: ${(p) =>
    p.$variant === 'danger'
      ? p.theme.colors.unreadMessages
      : p.$variant === 'warning'
        ? p.theme.colors.warning
        : p.theme.colors.secondary};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  /** A number to show; 0 or less renders nothing, above `max` shows "{max}+" (SPEC §9: 99+). */
  count?: number;
  max?: number;
  children?: ReactNode;
}

export const formatCount = (count: number, max = 99) => (count > max ? `${max}+` : String(count));

export function Badge({ variant = 'default', count, max = 99, children, ...rest }: BadgeProps) {
  if (count !== undefined && count <= 0 && children === undefined) return null;
  return (
    <Pill $variant={variant} {...rest}>
      {count !== undefined ? formatCount(count, max) : children}
    </Pill>
  );
}
