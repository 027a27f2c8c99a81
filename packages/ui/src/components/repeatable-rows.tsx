import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { IconButton } from './icon-button';

const StyledRows = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  & > * {
    flex: 1 1 11rem;
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/**
 * The part of react-hook-form's `useFieldArray(...)` result the rows use. Taken as a prop, so ui
 * never imports react-hook-form: the form and its field array live in one copy of the library.
 */
export interface RepeatableRowsFieldArray<TRow> {
  fields: readonly { id: string }[];
  append: (row: TRow) => void;
  remove: (index: number) => void;
}

export interface RepeatableRowsProps<TRow> {
  /** The fieldset's legend, e.g. 'Authorized Persons'. */
  legend: string;
  /** `useFieldArray({ control, name })` for the rows' array. */
  fieldArray: RepeatableRowsFieldArray<TRow>;
  /** The rows as typed now, e.g. `() => getValues('persons')` (`fields` keeps only initial values). */
  getRows: () => readonly TRow[];
  /** Whether a row has everything a new row needs before it may be added. */
  isRowComplete: (row: TRow) => boolean;
  /** The values of an added row. */
  emptyRow: TRow;
  /** Shown when Add is pressed while the last row is incomplete (the alert text). */
  incompleteMessage: string;
  /** The add button's text, e.g. 'Add Person'. */
  addLabel: string;
  /** Accessible name of row `index` (0-based), e.g. `Authorized person ${index + 1}`. */
  rowLabel: (index: number) => string;
  /** Accessible name of row `index`'s delete button. */
  removeLabel: (index: number) => string;
  /** The row's fields; `rowId` is stable across adds and removes (use it for element ids). */
  renderRow: (index: number, rowId: string) => ReactNode;
  /** How the incomplete message is shown: `window.alert` by default. */
  onIncomplete?: (message: string) => void;
}

/**
 * Repeatable form rows: a new row only once the last one is complete, and a row can be deleted
 * only while more than one exists.
 */
export function RepeatableRows<TRow>({
  legend,
  fieldArray: { fields, append, remove },
  getRows,
  isRowComplete,
  emptyRow,
  incompleteMessage,
  addLabel,
  rowLabel,
  removeLabel,
  renderRow,
  onIncomplete = (message) => window.alert(message),
}: RepeatableRowsProps<TRow>) {
  const handleAdd = () => {
    const rows = getRows();
    const last = rows[rows.length - 1];
    if (last !== undefined && !isRowComplete(last)) {
      onIncomplete(incompleteMessage);
      return;
    }
    append(emptyRow);
  };
  return (
    <StyledRows>
      <legend>{legend}</legend>
      {fields.map((field, index) => (
        <StyledRow key={field.id} role="group" aria-label={rowLabel(index)}>
          {renderRow(index, field.id)}
          {fields.length > 1 && (
            <IconButton
              label={removeLabel(index)}
              icon={<Trash2 aria-hidden size={16} />}
              onClick={() => remove(index)}
            />
          )}
        </StyledRow>
      ))}
      <StyledActions>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden size={16} />}
          onClick={handleAdd}
        >
          {addLabel}
        </Button>
      </StyledActions>
    </StyledRows>
  );
}
