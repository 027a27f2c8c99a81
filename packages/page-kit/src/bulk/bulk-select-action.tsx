import { useId } from 'react';
import { Field, Select, type SelectOption } from '@trellis/ui/forms';
import type { BulkActionSpec } from './bulk-actions';

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

/** An action that sets `param` to one of `values` (a status, a priority), the first at first. */
export function bulkSelectAction(
  param: string,
  label: string,
  values: readonly string[],
): BulkActionSpec {
  const options = values.map((value) => ({ value, label: value }));
  return {
    initial: { [param]: values[0] },
    fields: (params, onChange) => (
      <BulkSelectField
        label={label}
        value={String(params[param])}
        options={options}
        onChange={(value) => onChange({ ...params, [param]: value })}
      />
    ),
  };
}
