import { Copy, Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { usePermission } from '@trellis/platform';
import { Menu } from '@trellis/ui/menu';
import type { Lead } from '@trellis/contracts';

export interface LeadRowActionsProps {
  lead: Lead;
  onView: (lead: Lead) => void;
  onEdit: (lead: Lead) => void;
  onClone: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** The row menu: View, Edit, Clone and Delete. */
export function LeadRowActions({ lead, onView, onEdit, onClone, onDelete }: LeadRowActionsProps) {
  const canUpdate = usePermission('update');
  const canCreate = usePermission('create');
  const canDelete = usePermission('delete');
  return (
    <Menu
      trigger={<MoreVertical aria-hidden size={18} />}
      triggerLabel={`Actions for ${lead.code}`}
      items={[
        {
          key: 'view',
          label: 'View',
          icon: <Eye aria-hidden size={16} />,
          onSelect: () => onView(lead),
        },
        {
          key: 'edit',
          label: 'Edit',
          icon: <Pencil aria-hidden size={16} />,
          hidden: !canUpdate,
          onSelect: () => onEdit(lead),
        },
        {
          key: 'clone',
          label: 'Clone',
          icon: <Copy aria-hidden size={16} />,
          hidden: !canCreate,
          onSelect: () => onClone(lead),
        },
        {
          key: 'delete',
          label: 'Delete',
          icon: <Trash2 aria-hidden size={16} />,
          danger: true,
          hidden: !canDelete,
          onSelect: () => onDelete(lead),
        },
      ]}
    />
  );
}
