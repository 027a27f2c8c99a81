import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldErrorId } from './field';
import { inputStyles } from './input-styles';

const StyledWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    width: 1rem;
    height: 1rem;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  appearance: none;
  padding-right: 2.25rem;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options?: SelectOption[];
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ options, invalid = false, id, children, ...rest }: SelectProps) {
  return (
    <StyledWrapper>
      <StyledSelect
        id={id}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && id ? fieldErrorId(id) : undefined}
        {...rest}
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <ChevronDown aria-hidden />
    </StyledWrapper>
  );
}
