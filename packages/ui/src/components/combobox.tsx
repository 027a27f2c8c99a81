import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { ComboboxItem, type ComboboxOption } from './combobox-item';
import { fieldErrorId } from './field';
import { TextInput } from './text-input';

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
 * the option into view) and DOM focus stays in the box. A scrolling wrapper with no focusable
 * content would be a region no keyboard could scroll, which axe reports.
 */
const StyledList = styled.ul`
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: inherit;
  list-style: none;
`;

const StyledMessage = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComboboxProps {
  /** The box's id: a `Field` labels it through `htmlFor` and shows its error under it. */
  id: string;
  /** Names the list of options for assistive technology. */
  listLabel: string;
  /** The chosen value and what the box shows while nobody types in it. */
  value: string | null;
  selectedLabel: string;
  /** The options matching the last query given to `onQueryChange`. */
  options: readonly ComboboxOption[];
  /** Every keystroke's text, at once; a picker asking a server debounces it (`useDebouncedValue`). */
  onQueryChange: (query: string) => void;
  onSelect: (option: ComboboxOption) => void;
  onOpenChange?: (open: boolean) => void;
  /** Shown when nothing matches ('No timezones found'). */
  emptyText: string;
  /** True while the options for the latest query are on their way. */
  loading?: boolean;
  /** Shown instead of `emptyText` while `loading`. */
  loadingText?: string;
  invalid?: boolean;
  required?: boolean;
  placeholder?: string;
  /** The id of a hint that describes the box (its error replaces it while shown). */
  describedBy?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** The first pickable index from `start` going `step` (1 or -1), wrapping; -1 when none is. */
function seek(options: readonly ComboboxOption[], start: number, step: number): number {
  const count = options.length;
  for (let tried = 0, index = start; tried < count; tried += 1, index += step) {
    const wrapped = (index + count) % count;
    if (!options[wrapped]!.disabled) return wrapped;
  }
  return -1;
}

/**
 * An editable combobox with a list popup, as the WAI-ARIA practices describe it: typing filters,
 * ArrowDown/ArrowUp open and move (skipping options that cannot be picked), Home/End jump to the
 * ends of the list once the arrows are in it, Enter picks, Escape closes and puts back the chosen
 * value, Tab leaves. What was typed is only a query: the value changes when an option is picked.
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
  loadingText = 'Searching...',
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

  const move = (step: number) => {
    if (!open) show(true);
    if (options.length === 0) return;
    setActive((index) => seek(options, index < 0 ? (step > 0 ? 0 : -1) : index + step, step));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setActive(seek(options, 0, 1)),
      End: () => setActive(seek(options, -1, -1)),
      Enter: () => {
        const option = current >= 0 ? options[current] : options[seek(options, 0, 1)];
        if (option && !option.disabled) pick(option);
      },
      Escape: reset,
    };
    if (event.key === 'Enter' && !open) return; // the form's own Enter
    if (event.key === 'Escape' && !open && query === null) return; // let a dialog close
    // Until the arrows are in the list, Home and End move the caret in what is being typed.
    if ((event.key === 'Home' || event.key === 'End') && !(expanded && current >= 0)) return;
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
          <StyledMessage role="status">{loading ? loadingText : emptyText}</StyledMessage>
        )}
        <StyledList id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
          {options.map((option, index) => (
            <ComboboxItem
              key={option.value}
              id={optionId(index)}
              option={option}
              active={index === current}
              chosen={option.value === value}
              onPick={pick}
            />
          ))}
        </StyledList>
      </StyledPopup>
    </StyledRoot>
  );
}
