import styled from 'styled-components';

/** A titled part of the details modal. */
export const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
