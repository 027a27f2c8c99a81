import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '@trellis/ui/controls';
import { usePermission } from '@trellis/platform';
import { StyledRowActions } from './page-layout';

export interface EditDeleteActionsProps {
  /** Names the record in each button: "Edit ThinkPad X1". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete buttons, each offered only to a role that may do it. */
export function EditDeleteActions({ name, onEdit, onDelete }: EditDeleteActionsProps) {
  const canUpdate = usePermission('update');
  const canDelete = usePermission('delete');
  return (
    <StyledRowActions>
      {canUpdate && (
        <IconButton
          label={`Edit ${name}`}
          icon={<Pencil aria-hidden size={16} />}
          onClick={onEdit}
        />
      )}
      {canDelete && (
        <IconButton
          label={`Delete ${name}`}
          icon={<Trash2 aria-hidden size={16} />}
          onClick={onDelete}
        />
      )}
    </StyledRowActions>
  );
}
