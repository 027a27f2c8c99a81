import { useState, type Ref } from 'react';
import { Combobox, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@trellis/ui/forms';
import { TICKET_MESSAGES } from '@trellis/contracts';
import { useEngineerOptions } from '../api/get-engineer-options';
import type { Chosen } from './customer-picker';

export interface EngineerPickerProps {
  id: string;
  selected: Chosen | null;
  /** The ticket's end date: who may take it is judged until then (empty: today). */
  until: string;
  onChange: (engineer: Chosen) => void;
  onBlur?: () => void;
  invalid?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  describedBy?: string;
}

/**
 * Picks the assigned engineer. Every engineer is listed with their state: one whose right to
 * work or ID document expires before the ticket ends is shown disabled with the reason, since
 * the server would refuse them (ENGINEER_NOT_COMPLIANT).
 */
export function EngineerPicker({ id, selected, until, onChange, ...rest }: EngineerPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useEngineerOptions(until, search, open);
  return (
    <Combobox
      id={id}
      listLabel="Engineers"
      value={selected ? String(selected.id) : null}
      selectedLabel={selected?.name ?? ''}
      options={(data ?? []).map((engineer) => ({
        value: String(engineer.id),
        label: engineer.name,
        detail: engineer.code,
        disabled: !engineer.compliant,
        note: engineer.compliant ? 'Compliant' : (engineer.reason ?? 'Not compliant'),
      }))}
      onQueryChange={setQuery}
      onOpenChange={setOpen}
      onSelect={(option) => onChange({ id: Number(option.value), name: option.label })}
      emptyText={search ? 'No engineers found' : TICKET_MESSAGES.noEngineersAvailable}
      loading={isFetching || search !== query.trim()}
      placeholder="Search engineers by name or code"
      required
      {...rest}
    />
  );
}
