import { useSearchParams } from 'react-router';
import { ChevronDown, Square, SquareCheck } from 'lucide-react';
import { SAVED_VIEW_LABELS } from '@trellis/contracts';
import { Menu, type MenuItem } from '@trellis/ui/menu';
import { type ColumnChoiceInput, hideableColumns, withHiddenColumns } from './column-keys';
import { useHiddenColumns } from './use-hidden-columns';

export interface ColumnsMenuProps {
  /** The table's columns, or their headers, in the table's order. */
  columns: readonly ColumnChoiceInput[];
}

/**
 * A list's Columns menu: a checkbox for each column the reader may hide, ticked while it shows,
 * and "Show all columns". The choice lives in the address (`hide`), replaced rather than pushed
 * like the list's filters, so a link and a saved view carry it.
 */
export function ColumnsMenu({ columns }: ColumnsMenuProps) {
  const [, setSearchParams] = useSearchParams();
  const hidden = useHiddenColumns();
  const hideable = hideableColumns(columns);
  const write = (keys: readonly string[]) =>
    setSearchParams((current) => withHiddenColumns(current, keys), { replace: true });

  const items: MenuItem[] = [
    ...hideable.map(({ header, key }) => {
      const shown = !hidden.includes(key);
      return {
        key,
        label: header,
        checked: shown,
        icon: shown ? <SquareCheck aria-hidden /> : <Square aria-hidden />,
        onSelect: () => write(shown ? [...hidden, key] : hidden.filter((k) => k !== key)),
      };
    }),
    {
      key: 'show-all',
      label: SAVED_VIEW_LABELS.showAllColumns,
      hidden: !hideable.some(({ key }) => hidden.includes(key)),
      onSelect: () => write([]),
    },
  ];

  if (hideable.length === 0) return null;
  return (
    <Menu
      trigger={
        <>
          {SAVED_VIEW_LABELS.columns}
          <ChevronDown size={16} aria-hidden />
        </>
      }
      triggerLabel={SAVED_VIEW_LABELS.columns}
      items={items}
    />
  );
}
