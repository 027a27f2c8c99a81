import { Modal } from '@trellis/ui';
import {
  HOLIDAY_MESSAGES,
  holidayFormDefaults,
  holidayToFormValues,
  type Holiday,
  type HolidayBody,
  type HolidayCountryFilter,
} from '@trellis/contracts';
import { toast, useBusinessToday } from '@trellis/platform';
import { holidays } from '../api/holidays-resource';
import { HolidayForm } from './holiday-form';

export interface HolidayFormModalProps {
  open: boolean;
  /** The holiday to edit, or null for a new one. */
  holiday: Holiday | null;
  /** The country filter's choice: a new holiday starts in that country. */
  country: HolidayCountryFilter;
  /** Changes on every opening: the form starts afresh each time. */
  instance: number;
  onClose: () => void;
}

/** 'Add Holiday' and the row menu's Edit: the one form, empty or filled from the holiday. */
export function HolidayFormModal({
  open,
  holiday,
  country,
  instance,
  onClose,
}: HolidayFormModalProps) {
  const today = useBusinessToday();
  const create = holidays.useCreate();
  const update = holidays.useUpdate();
  const save = holiday ? update : create;
  const handleClose = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const handleSubmit = (body: HolidayBody) => {
    const onSuccess = () => {
      toast(holiday ? HOLIDAY_MESSAGES.updated : HOLIDAY_MESSAGES.created, 'success');
      handleClose();
    };
    if (holiday) update.mutate({ id: holiday.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };
  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={holiday ? HOLIDAY_MESSAGES.editHoliday : HOLIDAY_MESSAGES.addHoliday}
      size="sm"
    >
      <HolidayForm
        key={instance}
        defaultValues={holiday ? holidayToFormValues(holiday) : holidayFormDefaults(today, country)}
        submitLabel={holiday ? HOLIDAY_MESSAGES.updateHoliday : HOLIDAY_MESSAGES.createHoliday}
        saving={save.isPending}
        error={save.error}
        onSubmit={handleSubmit}
        onCancel={handleClose}
      />
    </Modal>
  );
}
