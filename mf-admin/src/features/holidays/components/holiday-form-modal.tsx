import { Modal } from '@trellis/ui/dialogs';
import { useRecordSave } from '@trellis/page-kit';
import {
  HOLIDAY_MESSAGES,
  holidayFormDefaults,
  holidayToFormValues,
  type Holiday,
  type HolidayCountryFilter,
} from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
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
  const save = useRecordSave(holidays, holiday, HOLIDAY_MESSAGES, onClose);
  return (
    <Modal
      open={open}
      onClose={save.close}
      title={holiday ? HOLIDAY_MESSAGES.editHoliday : HOLIDAY_MESSAGES.addHoliday}
      size="sm"
    >
      <HolidayForm
        key={instance}
        defaultValues={holiday ? holidayToFormValues(holiday) : holidayFormDefaults(today, country)}
        submitLabel={holiday ? HOLIDAY_MESSAGES.updateHoliday : HOLIDAY_MESSAGES.createHoliday}
        saving={save.pending}
        error={save.error}
        onSubmit={save.submit}
        onCancel={save.close}
      />
    </Modal>
  );
}
