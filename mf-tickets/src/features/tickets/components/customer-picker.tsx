import { useState, type Ref } from 'react';
import { useCustomerOptions } from '@trellis/platform';
import { Combobox, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@trellis/ui/forms';

/** What a picker shows for its chosen value. */
export interface Chosen {
  id: number;
  name: string;
}

export interface CustomerPickerProps {
  id: string;
  /** The chosen customer (the form's: a chosen lead sets it too). */
  selected: Chosen | null;
  onChange: (customer: Chosen) => void;
  onBlur?: () => void;
  invalid?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Picks the ticket's customer by asking the server as one types (a few at a time, debounced). */
export function CustomerPicker({ id, selected, onChange, ...rest }: CustomerPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useCustomerOptions(search, open);
  return (
    <Combobox
      id={id}
      listLabel="Customers"
      value={selected ? String(selected.id) : null}
      selectedLabel={selected?.name ?? ''}
      options={(data ?? []).map((c) => ({ value: String(c.id), label: c.name, detail: c.code }))}
      onQueryChange={setQuery}
      onOpenChange={setOpen}
      onSelect={(option) => onChange({ id: Number(option.value), name: option.label })}
      emptyText="No customers found"
      loading={isFetching || search !== query.trim()}
      placeholder="Search customers by name or code"
      required
      {...rest}
    />
  );
}
