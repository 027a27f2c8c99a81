import { useId } from 'react';
import { Field, Select } from '@trellis/ui/forms';
import { IMPORT_LABELS } from './import-labels';

export interface SheetFieldProps {
  /** The workbook's sheets, in tab order. */
  sheets: readonly string[];
  sheet: string | null;
  disabled: boolean;
  onChange: (sheet: string) => void;
}

/** Which sheet of a workbook to import: shown only when the workbook has more than one. */
export function SheetField({ sheets, sheet, disabled, onChange }: SheetFieldProps) {
  const id = useId();
  if (sheets.length < 2) return null;
  return (
    <Field label={IMPORT_LABELS.sheet} htmlFor={id} hint={IMPORT_LABELS.sheetHint}>
      <Select
        id={id}
        aria-describedby={`${id}-hint`}
        value={sheet ?? sheets[0]}
        disabled={disabled}
        options={sheets.map((name) => ({ value: name, label: name }))}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
