import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import {
  ASSET_FIELD_LABELS as L,
  ASSET_MESSAGES,
  ASSET_STATUSES,
  ASSET_TYPES,
  CURRENCIES,
  assetBodySchema,
  type AssetAssigneeUser,
  type AssetBody,
  type AssetBodyInput,
} from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import type { RecordFormProps } from '@trellis/page-kit';
import { FormFooter, StyledFieldRow, StyledForm, useRecordForm } from '@trellis/page-kit';
import { AssigneeLinkField } from './assignee-link-field';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface AssetFormProps extends RecordFormProps<AssetBody> {
  defaultValues: AssetBodyInput;
  /** The account the saved asset is linked to. */
  linkedUser: AssetAssigneeUser | null;
  submitLabel: string;
}

/** The asset form, validated with the API's own schema. */
export function AssetForm({
  defaultValues,
  linkedUser,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: AssetFormProps) {
  const { register, handleSubmit, formState, setValue, getValues, control } = useRecordForm(
    zodResolver(assetBodySchema),
    defaultValues,
    error,
  );
  const { errors } = formState;
  const linkedId = useWatch({ control, name: 'assignee_user_id' });

  const handleLink = (user: AssetAssigneeUser | null) => {
    setValue('assignee_user_id', user?.id ?? null, { shouldDirty: true });
    // A linked account names the assignee unless one was typed.
    if (user && !getValues('assignee')?.trim()) setValue('assignee', user.name);
  };

  const text = (
    name: 'name' | 'serial_no' | 'assignee' | 'location' | 'value',
    optional = false,
  ) => (
    <Field
      label={L[name]}
      htmlFor={`asset-${name}`}
      optional={optional}
      error={errors[name]?.message}
    >
      <TextInput
        id={`asset-${name}`}
        inputMode={name === 'value' ? 'decimal' : undefined}
        invalid={!!errors[name]}
        {...register(name)}
      />
    </Field>
  );
  const select = (name: 'type' | 'status' | 'currency', values: readonly string[]) => (
    <Field label={L[name]} htmlFor={`asset-${name}`} error={errors[name]?.message}>
      <Select
        id={`asset-${name}`}
        options={options(values)}
        invalid={!!errors[name]}
        {...register(name)}
      />
    </Field>
  );

  return (
    <StyledForm noValidate aria-label="Asset form" onSubmit={handleSubmit(onSubmit)}>
      {text('name')}
      {text('serial_no', true)}
      <StyledFieldRow>
        {select('type', ASSET_TYPES)}
        {select('status', ASSET_STATUSES)}
      </StyledFieldRow>
      {text('assignee', true)}
      <AssigneeLinkField
        id="asset-assignee_user_id"
        value={typeof linkedId === 'number' ? linkedId : linkedId ? Number(linkedId) : null}
        initial={linkedUser}
        error={errors.assignee_user_id?.message}
        onChange={handleLink}
      />
      {text('location', true)}
      <StyledFieldRow>
        <Field
          label={L.purchase_date}
          htmlFor="asset-purchase_date"
          error={errors.purchase_date?.message}
        >
          <TextInput
            id="asset-purchase_date"
            type="date"
            invalid={!!errors.purchase_date}
            {...register('purchase_date')}
          />
        </Field>
        {text('value')}
        {select('currency', CURRENCIES)}
      </StyledFieldRow>
      <FormFooter
        error={error ? errorMessage(error, ASSET_MESSAGES.saveFailed) : null}
        saving={saving}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </StyledForm>
  );
}
