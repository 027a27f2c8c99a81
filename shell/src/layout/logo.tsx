import { useState } from 'react';
import styled from 'styled-components';

/** The shell's brand mark (public/favicon.svg); a missing or broken file shows the letter T. */
export const LOGO_SRC = '/favicon.svg';

const StyledMark = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: calc(${({ $size }) => $size} * 0.55);
  line-height: 1;
`;

const StyledImage = styled.img<{ $size: string }>`
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  object-fit: contain;
`;

export interface LogoProps {
  size?: string;
}

export function Logo({ size = '2.25rem' }: LogoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <StyledMark $size={size} role="img" aria-label="Trellis">
        <span aria-hidden>T</span>
      </StyledMark>
    );
  }
  return <StyledImage $size={size} src={LOGO_SRC} alt="Trellis" onError={() => setFailed(true)} />;
}
