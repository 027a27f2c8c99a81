import { passwordStrength, type PasswordStrength } from '@trellis/contracts/account';
import styled from 'styled-components';

const LEVELS: Record<PasswordStrength, { value: 1 | 2 | 3; fill: string }> = {
  weak: { value: 1, fill: '33.333%' },
  medium: { value: 2, fill: '66.667%' },
  strong: { value: 3, fill: '100%' },
};

const StyledMeter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTrack = styled.div`
  height: 0.375rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const StyledBar = styled.div<{ $level: PasswordStrength }>`
  height: 100%;
  width: ${({ $level }) => LEVELS[$level].fill};
  border-radius: inherit;
  background: ${({ theme, $level }) => ({ weak: theme.colors.danger, medium: theme.colors.warning, strong: theme.colors.success })[$level]};
  transition: width ${({ theme }) => theme.durations.normal};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
}

/** The reset screen's live meter: nothing when empty, then a third, two thirds or full. */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const level = passwordStrength(password);
  if (!level) return null;
  return (
    <StyledMeter
      id={id}
      role="meter"
      aria-label="Password strength"
      aria-valuemin={0}
      aria-valuemax={3}
      aria-valuenow={LEVELS[level].value}
      aria-valuetext={level}
      data-level={level}
    >
      <StyledTrack>
        <StyledBar $level={level} data-testid="strength-bar" />
      </StyledTrack>
      <StyledLabel aria-hidden>Strength: {level}</StyledLabel>
    </StyledMeter>
  );
}
