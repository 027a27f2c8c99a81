import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { AUDIT_ACTIONS } from '@trellis/contracts';
import { TextInput } from '@trellis/ui/forms';
import { StyledFilter } from '@trellis/page-kit';
import { ACTIVITY_MESSAGES } from '../activity-messages';

export interface ActionFilterProps {
  /** The action in force, or empty for any. */
  value: string;
  onCommit: (value: string) => void;
}

/**
 * The Action filter: any action name, with the known ones suggested. The API matches it
 * exactly, so half-typed text is not sent: a suggestion picked (or the box cleared) applies at
 * once, anything else on Enter or on leaving the box.
 */
export function ActionFilter({ value, onCommit }: ActionFilterProps) {
  const listId = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Changed from outside (Back, Clear filters): show it.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  const commit = (text: string) => {
    const next = text.trim();
    if (next !== value) onCommit(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text === '' || (AUDIT_ACTIONS as readonly string[]).includes(text)) commit(text);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(draft);
  };

  return (
    <StyledFilter>
      {ACTIVITY_MESSAGES.actionLabel}
      <TextInput
        list={listId}
        value={draft}
        placeholder={ACTIVITY_MESSAGES.actionPlaceholder}
        autoComplete="off"
        spellCheck={false}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={() => commit(draft)}
      />
      <datalist id={listId}>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
    </StyledFilter>
  );
}
