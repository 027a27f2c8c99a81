import styled from 'styled-components';

/** Layout shared by the person and document rows of the customer form. */
export const StyledRows = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  & > * {
    flex: 1 1 11rem;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;
