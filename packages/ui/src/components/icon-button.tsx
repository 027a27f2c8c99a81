import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

const StyledIconButton = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
> {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  size = 'md',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={title ?? label} $size={size} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
