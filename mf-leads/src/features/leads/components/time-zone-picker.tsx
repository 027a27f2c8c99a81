import { useMemo, useState, type Ref } from 'react';
import {
  LEAD_MESSAGES,
  leadTimeZoneOf,
  searchLeadTimeZones,
  type LeadTimeZoneValue,
} from '@trellis/contracts';
import { Combobox } from '@trellis/ui/forms';

export interface TimeZonePickerProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: LeadTimeZoneValue) => void;
  onBlur?: () => void;
  invalid?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The 26 UTC offsets of the lead form, searchable by label or keywords ('india', 'pst'). */
export function TimeZonePicker({ id, value, onChange, ...rest }: TimeZonePickerProps) {
  const [query, setQuery] = useState('');
  const options = useMemo(
    () => searchLeadTimeZones(query).map((zone) => ({ value: zone.value, label: zone.label })),
    [query],
  );
  return (
    <Combobox
      id={id}
      listLabel="Time zones"
      value={value ?? null}
      selectedLabel={leadTimeZoneOf(value)?.label ?? value ?? ''}
      options={options}
      onQueryChange={setQuery}
      onSelect={(option) => onChange(option.value as LeadTimeZoneValue)}
      emptyText={LEAD_MESSAGES.noTimezones}
      placeholder="Search by offset, city or country"
      required
      {...rest}
    />
  );
}
