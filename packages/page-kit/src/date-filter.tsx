import { TextInput } from '@trellis/ui/forms';
import { StyledFilter } from './page-layout';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, or empty for no bound. */
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A labelled day bound of the list (From, To), in the reader's own date format. */
export function DateFilter({ label, value, min, max, onChange }: DateFilterProps) {
  return (
    <StyledFilter>
      {label}
      <TextInput
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        // Cleared: no bound. A half-typed day (no picker) waits until it is whole.
        onChange={(event) => {
          const next = event.target.value;
          if (next === '' || DAY.test(next)) onChange(next);
        }}
      />
    </StyledFilter>
  );
}
