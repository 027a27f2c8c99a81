import { Select } from '@trellis/ui/forms';
import { StyledFilter } from './page-layout';

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
  /** Room for longer option labels. */
  wide?: boolean;
}

/** A labelled select over a filter's values; only a known value is ever passed on. */
export function FilterSelect<T extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
  wide = false,
}: FilterSelectProps<T>) {
  return (
    <StyledFilter $wide={wide}>
      {label}
      <Select
        value={value}
        options={values.map((v) => ({ value: v, label: labelOf(v) }))}
        onChange={(event) => {
          const next = values.find((v) => v === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      />
    </StyledFilter>
  );
}
