import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { usePermission } from '@trellis/platform';
import { Menu } from '@trellis/ui/menu';
import { TICKET_ROW_ACTIONS, type TicketListItem } from '@trellis/contracts';

const [VIEW, EDIT, DELETE] = TICKET_ROW_ACTIONS;

export interface TicketRowActionsProps {
  ticket: TicketListItem;
  onView: (ticket: TicketListItem) => void;
  onEdit: (ticket: TicketListItem) => void;
  onDelete: (ticket: TicketListItem) => void;
}

/** The row menu: View, Edit and Delete. */
export function TicketRowActions({ ticket, onView, onEdit, onDelete }: TicketRowActionsProps) {
  const canUpdate = usePermission('update');
  const canDelete = usePermission('delete');
  return (
    <Menu
      trigger={<MoreVertical aria-hidden size={18} />}
      triggerLabel={`Actions for ${ticket.code}`}
      items={[
        {
          key: 'view',
          label: VIEW,
          icon: <Eye aria-hidden size={16} />,
          onSelect: () => onView(ticket),
        },
        {
          key: 'edit',
          label: EDIT,
          icon: <Pencil aria-hidden size={16} />,
          hidden: !canUpdate,
          onSelect: () => onEdit(ticket),
        },
        {
          key: 'delete',
          label: DELETE,
          icon: <Trash2 aria-hidden size={16} />,
          danger: true,
          hidden: !canDelete,
          onSelect: () => onDelete(ticket),
        },
      ]}
    />
  );
}
