import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { BULK_LABELS } from '@trellis/contracts';
import { Checkbox } from '@trellis/ui/forms';
import { TableRow } from '@trellis/ui/lists';
import type { RowSelection } from './use-row-selection';

/** A ticked row stands out from its neighbours, in either theme. */
export const StyledSelectableRow = styled(TableRow)`
  &[aria-selected='true'],
  &[aria-selected='true']:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

// React reports a checkbox's change from its click, so the click's Shift is at hand; a change
// from the keyboard (Space) has none and ticks the one row.
const withShift = (event: ChangeEvent<HTMLInputElement>) =>
  (event.nativeEvent as Partial<MouseEvent>).shiftKey === true;

export interface RowCheckboxProps {
  id: number;
  label: string;
  selected: boolean;
  onToggle: RowSelection['toggle'];
}

/** A row's tick box; Shift-click ticks (or unticks) every row since the last one clicked. */
export function RowCheckbox({ id, label, selected, onToggle }: RowCheckboxProps) {
  return (
    <Checkbox
      label={null}
      aria-label={BULK_LABELS.selectRow(label)}
      checked={selected}
      onChange={(event) => onToggle(id, { range: withShift(event) })}
    />
  );
}

export interface PageCheckboxProps {
  selection: RowSelection;
}

/** The header's tick box: the page's rows all ticked, some (mixed), or none. */
export function PageCheckbox({ selection }: PageCheckboxProps) {
  const { pageState, togglePage, pageIds } = selection;
  return (
    <Checkbox
      label={null}
      aria-label={BULK_LABELS.selectPage}
      checked={pageState === 'all'}
      disabled={pageIds.length === 0}
      ref={(box) => {
        if (box) box.indeterminate = pageState === 'some';
      }}
      onChange={togglePage}
    />
  );
}
