import { ConfirmDialog, formatDate } from '@trellis/ui';
import { HOLIDAY_MESSAGES, type Holiday } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { holidays } from '../api/holidays-resource';

export interface DeleteHolidayDialogProps {
  open: boolean;
  holiday: Holiday | null;
  onClose: () => void;
}

/** Asks 'Are you sure you want to delete this holiday?' before the delete. */
export function DeleteHolidayDialog({ open, holiday, onClose }: DeleteHolidayDialogProps) {
  const deletion = holidays.useDelete();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!holiday) return;
    deletion.mutate(holiday.id, {
      onSuccess: () => {
        toast(HOLIDAY_MESSAGES.deleted, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && holiday !== null}
      title={
        holiday
          ? `${HOLIDAY_MESSAGES.delete} ${holiday.title} (${holiday.country}, ${formatDate(holiday.date)})`
          : HOLIDAY_MESSAGES.delete
      }
      message={HOLIDAY_MESSAGES.deleteConfirm}
      confirmLabel={HOLIDAY_MESSAGES.delete}
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, HOLIDAY_MESSAGES.deleteFailed) : null}
      onConfirm={handleConfirm}
      onClose={handleClose}
    />
  );
}
