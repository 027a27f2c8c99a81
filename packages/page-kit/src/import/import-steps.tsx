import styled from 'styled-components';
import { IMPORT_LABELS } from './import-labels';

const StyledSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
  [aria-current='step'] > & {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

export type ImportStep = 1 | 2 | 3;

export interface ImportStepsProps {
  step: ImportStep;
}

/** Where the import is: choosing its file, checking its columns, or importing. */
export function ImportSteps({ step }: ImportStepsProps) {
  return (
    <StyledSteps aria-label={IMPORT_LABELS.steps}>
      {IMPORT_LABELS.stepNames.map((name, index) => (
        <StyledStep key={name} aria-current={index + 1 === step ? 'step' : undefined}>
          <StyledNumber aria-hidden>{index + 1}</StyledNumber>
          {name}
        </StyledStep>
      ))}
    </StyledSteps>
  );
}
