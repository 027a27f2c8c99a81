import type { ReactNode } from 'react';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { usePermission } from '@trellis/platform';
import { Menu } from '@trellis/ui/menu';

/** An item that makes a new record from the row's (Clone, Create Lead). */
export interface RowMenuCreateItem<T> {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: (record: T) => void;
}

/** What a list page does with a row from its menu. */
export interface RecordRowHandlers<T> {
  onView: (record: T) => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

export interface RecordRowMenuProps<T> extends RecordRowHandlers<T> {
  record: T;
  /** Names the record in the trigger's label: "Actions for L-0001". */
  name: string;
  /** Between Edit and Delete, offered to a role that may create. */
  create?: RowMenuCreateItem<T>;
  /** The View, Edit and Delete items' words, where the area's contract spells them. */
  labels?: readonly [view: string, edit: string, remove: string];
}

const LABELS = ['View', 'Edit', 'Delete'] as const;

/** A row's menu: View for everyone, the rest only for a role the API would let do it. */
export function RecordRowMenu<T>({
  record,
  name,
  create,
  labels: [view, edit, remove] = LABELS,
  onView,
  onEdit,
  onDelete,
}: RecordRowMenuProps<T>) {
  const canUpdate = usePermission('update');
  const canCreate = usePermission('create');
  const canDelete = usePermission('delete');
  return (
    <Menu
      trigger={<MoreVertical aria-hidden size={18} />}
      triggerLabel={`Actions for ${name}`}
      items={[
        {
          key: 'view',
          label: view,
          icon: <Eye aria-hidden size={16} />,
          onSelect: () => onView(record),
        },
        {
          key: 'edit',
          label: edit,
          icon: <Pencil aria-hidden size={16} />,
          hidden: !canUpdate,
          onSelect: () => onEdit(record),
        },
        ...(create
          ? [{ ...create, hidden: !canCreate, onSelect: () => create.onSelect(record) }]
          : []),
        {
          key: 'delete',
          label: remove,
          icon: <Trash2 aria-hidden size={16} />,
          danger: true,
          hidden: !canDelete,
          onSelect: () => onDelete(record),
        },
      ]}
    />
  );
}
