import type { FormEvent, ReactNode } from 'react';
import { BULK_LABELS, BULK_MESSAGES } from '@trellis/contracts';
import { Alert, Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { StyledForm, StyledFormButtons } from '../form-layout';

export interface BulkActionDialogProps {
  open: boolean;
  /** The action's label, as the selection bar shows it. */
  title: string;
  /** How many records the action takes. */
  count: number;
  /** A delete asks differently. */
  destructive: boolean;
  /** The action's parameter fields (the new status), from the list page. */
  fields?: ReactNode;
  pending: boolean;
  /** Why the server refused the action, shown in the dialog. */
  error: string | null;
  onApply: () => void;
  onClose: () => void;
}

/** Asks before a bulk action: its parameters, how many records it takes, Apply or Cancel. */
export function BulkActionDialog({
  open,
  title,
  count,
  destructive,
  fields,
  pending,
  error,
  onApply,
  onClose,
}: BulkActionDialogProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onApply();
  };
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <StyledForm onSubmit={handleSubmit} noValidate>
        <p>{destructive ? BULK_MESSAGES.confirmDelete(count) : BULK_LABELS.selected(count)}</p>
        {fields}
        {error && <Alert>{error}</Alert>}
        <StyledFormButtons>
          <Button type="button" variant="secondary" onClick={onClose}>
            {BULK_LABELS.cancel}
          </Button>
          <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={pending}>
            {BULK_LABELS.apply}
          </Button>
        </StyledFormButtons>
      </StyledForm>
    </Modal>
  );
}
