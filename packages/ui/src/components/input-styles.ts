import { css } from 'styled-components';

/** The look shared by text inputs, password inputs and selects. */
export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color ${({ theme }) => theme.durations.fast},
    box-shadow ${({ theme }) => theme.durations.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: ${({ theme }) => `${theme.shadows.focus} ${theme.colors.accentSoft}`};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;
