import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Check, ChevronDown } from 'lucide-react';
import { fieldErrorId, TextInput } from '@trellis/ui';

const StyledRoot = styled.div`
  position: relative;
  min-width: 0;
  & > svg {
    position: absolute;
    top: 0.75rem;
    right: ${({ theme }) => theme.space.md};
    width: 1rem;
    height: 1rem;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    padding-right: 2.25rem;
  }
`;

const StyledPopup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  margin-top: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/*
 * The listbox itself scrolls, not a wrapper around it: it is the popup the combobox controls, so
 * the keyboard reaches every option from the box (arrows move aria-activedescendant and scroll
 * the option into view) and DOM focus stays in the box as the APG pattern asks. A scrolling
 * wrapper with no focusable content would be a region no keyboard could scroll (axe
 * scrollable-region-focusable).
 */
const StyledList = styled.ul`
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: inherit;
  list-style: none;
`;

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

const StyledMessage = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line part (a customer's code). */
  detail?: string;
  /** Listed but not pickable (an engineer who may not take the ticket); `note` says why. */
  disabled?: boolean;
  /** The option's state, on a line of its own. */
  note?: string;
}

export interface ComboboxProps {
  id: string;
  /** Names the list of options for assistive technology. */
  listLabel: string;
  /** The chosen value and what the box shows while nobody types in it. */
  value: string | null;
  selectedLabel: string;
  /** The options matching the last query given to `onQueryChange`. */
  options: readonly ComboboxOption[];
  onQueryChange: (query: string) => void;
  onSelect: (option: ComboboxOption) => void;
  onOpenChange?: (open: boolean) => void;
  /** Shown when nothing matches ('No timezones found'). */
  emptyText: string;
  /** True while the options for the latest query are on their way. */
  loading?: boolean;
  invalid?: boolean;
  required?: boolean;
  placeholder?: string;
  /** The id of a hint that describes the box (its error replaces it while shown). */
  describedBy?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An editable combobox with a list popup (WAI-ARIA APG): typing filters, ArrowDown/ArrowUp open
 * and move, Enter picks, Escape closes and puts back the chosen value, Tab leaves. What was
 * typed is only a query: the value changes when an option is picked.
 */
export function Combobox({
  id,
  listLabel,
  value,
  selectedLabel,
  options,
  onQueryChange,
  onSelect,
  onOpenChange,
  emptyText,
  loading = false,
  invalid = false,
  required = false,
  placeholder,
  describedBy,
  name,
  onBlur,
  ref,
}: ComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && options.length > 0;
  const current = active < options.length ? active : -1;

  useEffect(() => {
    if (current >= 0)
      document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const show = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  const reset = () => {
    show(false);
    setActive(-1);
    if (query !== null) {
      setQuery(null);
      onQueryChange('');
    }
  };

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    reset();
  };

  const enabled = (index: number) => !options[index]?.disabled;

  // Arrows skip the options that cannot be picked; none at all leaves nothing active.
  const move = (step: number) => {
    if (!open) show(true);
    if (!options.some((option) => !option.disabled)) return;
    setActive((index) => {
      let next = index < 0 ? (step > 0 ? 0 : options.length - 1) : index + step;
      next = (next + options.length) % options.length;
      while (!enabled(next)) next = (next + step + options.length) % options.length;
      return next;
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => {
        const option = current >= 0 ? options[current] : options.find((o) => !o.disabled);
        if (option && !option.disabled) pick(option);
      },
      Escape: reset,
    };
    if (event.key === 'Enter' && !open) return; // the form's own Enter
    if (event.key === 'Escape' && !open && query === null) return; // let a dialog close
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <StyledRoot>
      <TextInput
        id={id}
        ref={ref}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
        aria-required={required || undefined}
        aria-describedby={invalid ? fieldErrorId(id) : describedBy}
        autoComplete="off"
        placeholder={placeholder}
        invalid={invalid}
        value={query ?? selectedLabel}
        onChange={(event) => {
          setQuery(event.target.value);
          onQueryChange(event.target.value);
          setActive(-1);
          if (!open) show(true);
        }}
        onClick={() => {
          if (!open) show(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          reset();
          onBlur?.();
        }}
      />
      <ChevronDown aria-hidden />
      <StyledPopup
        hidden={!open}
        // Keep the focus in the box: pressing an option, the list's padding or its scrollbar
        // must not blur it (which would close the popup) before the click or drag happens.
        onMouseDown={(event) => event.preventDefault()}
      >
        {open && options.length === 0 && (
          <StyledMessage role="status">{loading ? 'Searching...' : emptyText}</StyledMessage>
        )}
        <StyledList id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
          {options.map((option, index) => (
            <StyledOption
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              aria-disabled={option.disabled || undefined}
              $active={index === current}
              onClick={() => {
                if (!option.disabled) pick(option);
              }}
            >
              <Check
                aria-hidden
                style={{ visibility: option.value === value ? 'visible' : 'hidden' }}
              />
              <span>{option.label}</span>
              {option.detail && <small>{option.detail}</small>}
              {option.note && <StyledNote $blocked={!!option.disabled}>{option.note}</StyledNote>}
            </StyledOption>
          ))}
        </StyledList>
      </StyledPopup>
    </StyledRoot>
  );
}
