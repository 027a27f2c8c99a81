import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import {
  Badge,
  formatDate,
  Menu,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui';
import {
  HOLIDAY_ROW_ACTIONS,
  HOLIDAY_STATUS_LABELS,
  HOLIDAY_TABLE_COLUMNS,
  type Holiday,
} from '@trellis/contracts';
import { usePermission } from '@trellis/platform';

const [EDIT, DELETE] = HOLIDAY_ROW_ACTIONS;

export interface HolidaysTableProps {
  items: Holiday[];
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}

/** Title, Holiday Type, Country, Date, Status and the Edit/Delete menu. */
export function HolidaysTable({ items, onEdit, onDelete }: HolidaysTableProps) {
  const canUpdate = usePermission('update');
  const canDelete = usePermission('delete');
  return (
    <TableContainer>
      <Table aria-label="Holidays">
        <TableHead>
          <TableRow>
            {HOLIDAY_TABLE_COLUMNS.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((holiday) => (
            <TableRow key={holiday.id}>
              <TableCell>{holiday.title}</TableCell>
              <TableCell>{holiday.type}</TableCell>
              <TableCell>{holiday.country}</TableCell>
              <TableCell>{formatDate(holiday.date)}</TableCell>
              <TableCell>
                <Badge tone={holiday.status === 'active' ? 'success' : 'neutral'}>
                  {HOLIDAY_STATUS_LABELS[holiday.status]}
                </Badge>
              </TableCell>
              <TableCell>
                {(canUpdate || canDelete) && (
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
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
