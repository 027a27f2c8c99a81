import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

const StyledLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const StyledBox = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ...rest }: CheckboxProps) {
  return (
    <StyledLabel>
      <StyledBox type="checkbox" {...rest} />
      {label}
    </StyledLabel>
  );
}
