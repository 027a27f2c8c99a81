import { useState, type Ref } from 'react';
import { useCustomerOptions, type CustomerOption } from '@trellis/platform';
import { Combobox, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@trellis/ui/forms';

/** The customer a form starts with: the lead's own, or the one named by the address. */
export interface ChosenCustomer {
  id: number;
  name: string;
}

export interface CustomerPickerProps {
  id: string;
  initial: ChosenCustomer | null;
  onChange: (customerId: number) => void;
  onBlur?: () => void;
  invalid?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Picks the lead's customer by asking the server as one types (a few at a time, debounced),
 * rather than loading every customer into a select.
 */
export function CustomerPicker({ id, initial, onChange, ...rest }: CustomerPickerProps) {
  const [chosen, setChosen] = useState<ChosenCustomer | null>(initial);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useCustomerOptions(search, open);
  const customers: CustomerOption[] = data ?? [];

  return (
    <Combobox
      id={id}
      listLabel="Customers"
      value={chosen ? String(chosen.id) : null}
      selectedLabel={chosen?.name ?? ''}
      options={customers.map((c) => ({ value: String(c.id), label: c.name, detail: c.code }))}
      onQueryChange={setQuery}
      onOpenChange={setOpen}
      onSelect={(option) => {
        setChosen({ id: Number(option.value), name: option.label });
        onChange(Number(option.value));
      }}
      emptyText="No customers found"
      loading={isFetching || search !== query.trim()}
      placeholder="Search customers by name or code"
      required
      {...rest}
    />
  );
}
