import { useState } from 'react';
import styled from 'styled-components';

const StyledCircle = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: calc(${({ $size }) => $size} * 0.4);
  line-height: 1;
  user-select: none;

  /* The initials are drawn, not written: the avatar is a picture named by its aria-label, and a
     text node inside would become the visible label of any button it sits in (WCAG 2.5.3). */
  &[data-initials]::before {
    content: attr(data-initials);
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Up to two initials from the name's first words ('Ada Lovelace' → 'AL'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** The first letter of the name, the fallback for a broken image. */
export function firstLetterOf(name: string): string {
  return name.trim()[0]?.toUpperCase() ?? '?';
}

const SIZES = { sm: '2rem', md: '2.5rem', lg: '4rem', xl: '6rem' } as const;

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Alt text of the image; the name by default. */
  alt?: string;
}

export function Avatar({ name, src, size = 'md', alt }: AvatarProps) {
  // Remembering which image failed (not just that one did) lets a new `src` try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;

  if (src && !failed) {
    return (
      <StyledCircle $size={SIZES[size]}>
        <img src={src} alt={alt ?? name} onError={() => setFailedSrc(src)} />
      </StyledCircle>
    );
  }
  return (
    <StyledCircle
      $size={SIZES[size]}
      role="img"
      aria-label={alt ?? name}
      data-testid="avatar-fallback"
      data-initials={failed ? firstLetterOf(name) : initialsOf(name)}
    />
  );
}
