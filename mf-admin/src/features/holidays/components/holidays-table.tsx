import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { Menu } from '@trellis/ui/menu';
import {
  HOLIDAY_ROW_ACTIONS,
  HOLIDAY_STATUS_LABELS,
  HOLIDAY_TABLE_COLUMNS,
  type Holiday,
} from '@trellis/contracts';
import { DataTable, type DataColumn, type RowSelection } from '@trellis/page-kit';
import { usePermission } from '@trellis/platform';

const [EDIT, DELETE] = HOLIDAY_ROW_ACTIONS;

export interface HolidaysTableProps {
  items: Holiday[];
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
  /** The page's row selection, when its rows can be ticked (to export them). */
  selection?: RowSelection;
}

/** Title, Holiday Type, Country, Date, Status and the Edit/Delete menu. */
export function HolidaysTable({ onEdit, onDelete, ...list }: HolidaysTableProps) {
  const canUpdate = usePermission('update');
  const canDelete = usePermission('delete');
  const [TITLE, TYPE, COUNTRY, DATE, STATUS, ACTIONS] = HOLIDAY_TABLE_COLUMNS;
  const columns: DataColumn<Holiday, never>[] = [
    { header: TITLE, cell: (holiday) => holiday.title },
    { header: TYPE, cell: (holiday) => holiday.type },
    { header: COUNTRY, cell: (holiday) => holiday.country },
    { header: DATE, cell: (holiday) => formatDate(holiday.date) },
    {
      header: STATUS,
      cell: (holiday) => (
        <Badge tone={holiday.status === 'active' ? 'success' : 'neutral'}>
          {HOLIDAY_STATUS_LABELS[holiday.status]}
        </Badge>
      ),
    },
    {
      header: ACTIONS,
      cell: (holiday) =>
        (canUpdate || canDelete) && (
          <Menu
            trigger={<MoreVertical aria-hidden size={18} />}
            triggerLabel={`Actions for ${holiday.title}, ${holiday.country}, ${formatDate(holiday.date)}`}
            items={[
              {
                key: 'edit',
                label: EDIT,
                icon: <Pencil aria-hidden size={16} />,
                hidden: !canUpdate,
                onSelect: () => onEdit(holiday),
              },
              {
                key: 'delete',
                label: DELETE,
                icon: <Trash2 aria-hidden size={16} />,
                danger: true,
                hidden: !canDelete,
                onSelect: () => onDelete(holiday),
              },
            ]}
          />
        ),
    },
  ];
  return (
    <DataTable
      label="Holidays"
      columns={columns}
      rowLabel={(holiday) => `${holiday.title} ${holiday.date}`}
      {...list}
    />
  );
}
