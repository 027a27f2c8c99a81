import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import {
  HOLIDAY_COUNTRIES,
  HOLIDAY_FIELD_LABELS as L,
  HOLIDAY_MESSAGES,
  HOLIDAY_TYPES,
  holidayBodySchema,
  type HolidayBody,
  type HolidayBodyInput,
} from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import type { RecordFormProps } from '@trellis/page-kit';
import { FormFooter, StyledFieldRow, StyledForm, useRecordForm } from '@trellis/page-kit';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface HolidayFormProps extends RecordFormProps<HolidayBody> {
  defaultValues: HolidayBodyInput;
  submitLabel: string;
}

/** The holiday form, validated with the API's own schema. */
export function HolidayForm({
  defaultValues,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: HolidayFormProps) {
  const { register, handleSubmit, formState } = useRecordForm(
    zodResolver(holidayBodySchema),
    defaultValues,
    error,
  );
  const { errors } = formState;
  return (
    <StyledForm noValidate aria-label="Holiday form" onSubmit={handleSubmit(onSubmit)}>
      <Field label={L.title} htmlFor="holiday-title" error={errors.title?.message}>
        <TextInput id="holiday-title" invalid={!!errors.title} {...register('title')} />
      </Field>
      <StyledFieldRow>
        <Field label={L.type} htmlFor="holiday-type" error={errors.type?.message}>
          <Select
            id="holiday-type"
            options={options(HOLIDAY_TYPES)}
            invalid={!!errors.type}
            {...register('type')}
          />
        </Field>
        <Field label={L.country} htmlFor="holiday-country" error={errors.country?.message}>
          <Select
            id="holiday-country"
            options={options(HOLIDAY_COUNTRIES)}
            invalid={!!errors.country}
            {...register('country')}
          />
        </Field>
      </StyledFieldRow>
      <Field label={L.date} htmlFor="holiday-date" error={errors.date?.message}>
        <TextInput id="holiday-date" type="date" invalid={!!errors.date} {...register('date')} />
      </Field>
      <FormFooter
        error={error ? errorMessage(error, HOLIDAY_MESSAGES.saveFailed) : null}
        saving={saving}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </StyledForm>
  );
}
