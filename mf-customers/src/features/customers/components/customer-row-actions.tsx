import { Eye, MoreVertical, Pencil, PlusCircle, Trash2 } from 'lucide-react';
import { usePermission } from '@trellis/platform';
import { Menu } from '@trellis/ui/menu';
import type { CustomerListItem } from '@trellis/contracts';

export interface CustomerRowActionsProps {
  customer: CustomerListItem;
  onView: (customer: CustomerListItem) => void;
  onEdit: (customer: CustomerListItem) => void;
  onCreateLead: (customer: CustomerListItem) => void;
  onDelete: (customer: CustomerListItem) => void;
}

export function CustomerRowActions({
  customer,
  onView,
  onEdit,
  onCreateLead,
  onDelete,
}: CustomerRowActionsProps) {
  const canUpdate = usePermission('update');
  const canCreate = usePermission('create');
  const canDelete = usePermission('delete');
  return (
    <Menu
      trigger={<MoreVertical aria-hidden size={18} />}
      triggerLabel={`Actions for ${customer.name}`}
      items={[
        {
          key: 'view',
          label: 'View',
          icon: <Eye aria-hidden size={16} />,
          onSelect: () => onView(customer),
        },
        {
          key: 'edit',
          label: 'Edit',
          icon: <Pencil aria-hidden size={16} />,
          hidden: !canUpdate,
          onSelect: () => onEdit(customer),
        },
        {
          key: 'lead',
          label: 'Create Lead',
          icon: <PlusCircle aria-hidden size={16} />,
          hidden: !canCreate,
          onSelect: () => onCreateLead(customer),
        },
        {
          key: 'delete',
          label: 'Delete',
          icon: <Trash2 aria-hidden size={16} />,
          danger: true,
          hidden: !canDelete,
          onSelect: () => onDelete(customer),
        },
      ]}
    />
  );
}
