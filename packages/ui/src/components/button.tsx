import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};

  ${({ theme, $variant }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.accent};
          color: ${c.onAccent};
          &:hover:not(:disabled) {
            background: ${c.accentHover};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
          &:hover:not(:disabled) {
            background: ${c.dangerHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.borderStrong};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  icon,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledButton>
  );
}
