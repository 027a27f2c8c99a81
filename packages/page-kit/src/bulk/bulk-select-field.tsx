import { useId } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Field, Select, type SelectOption } from '@trellis/ui/forms';

/** Choices a query loads: `queryOptions(...)` whose `select` makes them `{ value, label }`. */
export type BulkSelectQuery<T = unknown, K extends QueryKey = QueryKey> = UseQueryOptions<
  T,
  Error,
  SelectOption[],
  K
>;

export interface BulkSelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  /** More choices after `options`, asked when the field first draws. */
  load?: BulkSelectQuery;
  onChange: (value: string) => void;
}

/** A bulk action's one labelled choice (the new status, the engineer). */
export function BulkSelectField({ load, ...props }: BulkSelectFieldProps) {
  return load ? <LoadedSelectField {...props} load={load} /> : <SelectField {...props} />;
}

function LoadedSelectField({
  load,
  options,
  ...props
}: BulkSelectFieldProps & { load: BulkSelectQuery }) {
  const { data = [] } = useQuery(load);
  return <SelectField {...props} options={[...options, ...data]} />;
}

function SelectField({ label, value, options, onChange }: Omit<BulkSelectFieldProps, 'load'>) {
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
