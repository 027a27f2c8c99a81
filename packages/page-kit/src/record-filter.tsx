import { FilterSelect } from './filter-select';

export interface RecordFilterProps {
  label: string;
  /** The chosen record's id, or undefined for every record. */
  value: number | undefined;
  /** The records to choose from, in their order. */
  options: readonly { id: number; name: string }[];
  /** The choice that filters nothing ("All Roles"). */
  allLabel: string;
  /** The name of an id in the address that is not among the options (yet): "Role 7". */
  unknownLabel: (id: string) => string;
  onChange: (value: number | undefined) => void;
}

/** A filter by one record (a role, an account), chosen by name and kept in the address by id. */
export function RecordFilter({
  label,
  value,
  options,
  allLabel,
  unknownLabel,
  onChange,
}: RecordFilterProps) {
  const chosen = value === undefined ? '' : String(value);
  const values = ['', ...options.map((option) => String(option.id))];
  // A record in the address that is not (yet) among the choices still shows as chosen.
  if (chosen && !values.includes(chosen)) values.push(chosen);
  const nameOf = (id: string) =>
    id === ''
      ? allLabel
      : (options.find((option) => String(option.id) === id)?.name ?? unknownLabel(id));
  return (
    <FilterSelect
      label={label}
      value={chosen}
      values={values}
      labelOf={nameOf}
      onChange={(id) => onChange(id === '' ? undefined : Number(id))}
    />
  );
}
