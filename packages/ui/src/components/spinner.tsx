import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledWrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRing = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Read out to assistive technology; shown next to the ring when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: '1rem', md: '1.75rem', lg: '3rem' } as const;

export function Spinner({ label = 'Loading...', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <StyledWrapper role="status" aria-live="polite" aria-label={showLabel ? undefined : label}>
      <StyledRing $size={SIZES[size]} aria-hidden />
      {showLabel && <span>{label}</span>}
    </StyledWrapper>
  );
}
