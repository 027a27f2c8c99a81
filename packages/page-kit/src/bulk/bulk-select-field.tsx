import { useId } from 'react';
import { Field, Select, type SelectOption } from '@trellis/ui/forms';

export interface BulkSelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A bulk action's one labelled choice (the new status, the engineer). */
export function BulkSelectField({ label, value, options, onChange }: BulkSelectFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <Select
        id={id}
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
