import styled from 'styled-components';
import { CUSTOMER_TYPES } from '@trellis/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';

const StyledGroup = styled.fieldset`
  display: inline-flex;
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const StyledOption = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  input:focus-visible + span {
    box-shadow: ${({ theme }) => theme.shadows.focus} ${({ theme }) => theme.colors.focusRing};
  }
`;

/** Company or Freelancer, as a pair of radio buttons (arrow keys move between them). */
export function CustomerTypeToggle({
  registration,
}: {
  registration: UseFormRegisterReturn<'type'>;
}) {
  return (
    <StyledGroup>
      <legend>Customer Type</legend>
      {CUSTOMER_TYPES.map((type) => (
        <StyledOption key={type}>
          <input type="radio" value={type} {...registration} />
          <span>{type}</span>
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
