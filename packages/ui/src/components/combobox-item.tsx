import { Check } from 'lucide-react';
import styled from 'styled-components';

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
  small {
    margin-left: auto;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

/** The option's state on its own line: why it cannot be picked, or that it can. */
const StyledNote = styled.span<{ $blocked: boolean }>`
  flex-basis: 100%;
  padding-left: 1.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $blocked }) => ($blocked ? theme.colors.dangerText : theme.colors.successText)};
`;

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter part of the line (a customer's code). */
  detail?: string;
  /** Listed but not pickable (an engineer who may not take the ticket); `note` says why. */
  disabled?: boolean;
  /** The option's state, on a line of its own. */
  note?: string;
}

export interface ComboboxItemProps {
  id: string;
  option: ComboboxOption;
  /** The option the arrows are on (aria-activedescendant), not the chosen one. */
  active: boolean;
  /** The chosen option, marked with a tick. */
  chosen: boolean;
  onPick: (option: ComboboxOption) => void;
}

/** One option of a combobox's listbox. */
export function ComboboxItem({ id, option, active, chosen, onPick }: ComboboxItemProps) {
  return (
    <StyledOption
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={option.disabled || undefined}
      $active={active}
      onClick={() => {
        if (!option.disabled) onPick(option);
      }}
    >
      <Check aria-hidden style={{ visibility: chosen ? 'visible' : 'hidden' }} />
      <span>{option.label}</span>
      {option.detail && <small>{option.detail}</small>}
      {option.note && <StyledNote $blocked={!!option.disabled}>{option.note}</StyledNote>}
    </StyledOption>
  );
}
