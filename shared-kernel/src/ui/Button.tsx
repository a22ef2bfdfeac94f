import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const paddings: Record<ButtonSize, string> = { sm: '4px 12px', md: '8px 18px', lg: '12px 24px' };
const fontSizes: Record<ButtonSize, string> = { sm: '0.875rem', md: '1rem', lg: '1.125rem' };

/** Button look, reusable on links: styled(AppLink)`${buttonStyles}` with the same $props. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${(p) => (p.$size === 'sm' ? '32px' : '44px')};
  padding: ${(p) => paddings[p.$size ?? 'md']};
  font-size: ${(p) => fontSizes[p.$size ?? 'md']};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  border: 2px solid transparent;
  border-radius: ${(p) => p.theme.radii.pill};
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  ${({ $variant = 'primary', theme: t }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${t.colors.secondary};
          color: #fff;
          &:hover:not(:disabled) { background: ${t.colors.secondaryHover}; }
        `;
      case 'outline':
        return css`
          background: transparent;
          color: ${t.colors.primary};
          border-color: ${t.colors.primary};
          &:hover:not(:disabled) { background: ${t.colors.primary}; color: ${t.colors.onPrimary}; }
        `;
      case 'danger':
        return css`
          background: ${t.colors.danger};
          color: #fff;
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${t.colors.primary};
          min-height: 0;
          padding: 0;
          text-decoration: underline;
        `;
      default:
        return css`
          background: ${t.colors.primary};
          color: ${t.colors.onPrimary};
          &:hover:not(:disabled) { background: ${t.colors.primaryHover}; }
        `;
    }
  }}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  /* A small button, and a button that looks like a link, is still a 44 px touch target on phones and touch screens. */
  ${(p) =>
    (p.$size === 'sm' || p.$variant === 'link') &&
    css`
      @media (max-width: ${p.theme.breakpoints.md - 0.02}px), (pointer: coarse) {
        min-height: 44px;
      }
    `}
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', block = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...rest} />;
}
