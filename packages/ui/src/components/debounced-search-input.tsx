import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { TextInput } from './text-input';

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const StyledSearch = styled.div`
  position: relative;
  flex: 1 1 16rem;
  min-width: 0;
  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 2.25rem;
  }
`;

export interface DebouncedSearchInputProps {
  /** The search in force (the address's, say); typing does not change it until committed. */
  value: string;
  /** Called with the trimmed text once typing settles or Enter is pressed, never twice in a row with the same text. */
  onCommit: (value: string) => void;
  /** Accessible name. */
  label: string;
  placeholder?: string;
  delayMs?: number;
}

/**
 * A search box that keeps what is being typed to itself and commits it once: after a pause, or
 * at once on Enter. A value already committed is never committed again, so a late timer cannot
 * undo what happened since (a page turned after Enter stays turned).
 */
export function DebouncedSearchInput({
  value,
  onCommit,
  label,
  placeholder,
  delayMs = SEARCH_DEBOUNCE_MS,
}: DebouncedSearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The search changed from outside (Back, a link): show it, unless it is what was typed.
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    committed.current = value;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim();
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), delayMs);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(draft);
  };

  return (
    <StyledSearch>
      <Search aria-hidden size={16} />
      <TextInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
    </StyledSearch>
  );
}
