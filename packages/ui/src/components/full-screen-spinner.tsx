import styled from 'styled-components';
import { Spinner } from './spinner';

const StyledScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.spinner};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  & > [role='status'] {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface FullScreenSpinnerProps {
  /** Visible text, e.g. 'Logging in...', 'Checking session...'. */
  label: string;
}

export function FullScreenSpinner({ label }: FullScreenSpinnerProps) {
  return (
    <StyledScreen aria-busy="true">
      <Spinner size="lg" label={label} showLabel />
    </StyledScreen>
  );
}
