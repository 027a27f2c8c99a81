import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, TextArea, TextInput } from '@trellis/ui/forms';
import {
  ROLE_MESSAGES,
  roleBodySchema,
  type RoleBody,
  type RoleBodyInput,
} from '@trellis/contracts';
import { errorMessage } from '@trellis/platform';
import { FormFooter, type RecordFormProps, StyledForm, useRecordForm } from '@trellis/page-kit';
import { PermissionChecklist } from './permission-checklist';

export interface RoleFormProps extends RecordFormProps<RoleBody> {
  defaultValues: RoleBodyInput;
  submitLabel: string;
}

/** Name, description and the permissions checklist, validated with the API's own schema. */
export function RoleForm({
  defaultValues,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const { register, handleSubmit, formState, control } = useRecordForm(
    zodResolver(roleBodySchema),
    defaultValues,
    error,
  );
  const { errors } = formState;
  return (
    <StyledForm noValidate aria-label="Role form" onSubmit={handleSubmit(onSubmit)}>
      <Field label="Role Name" htmlFor="role-name" error={errors.name?.message}>
        <TextInput id="role-name" invalid={!!errors.name} {...register('name')} />
      </Field>
      <Field
        label="Description"
        htmlFor="role-description"
        optional
        error={errors.description?.message}
      >
        <TextArea
          id="role-description"
          rows={3}
          invalid={!!errors.description}
          {...register('description')}
        />
      </Field>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionChecklist
            id="role-permissions"
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.permissions?.message}
          />
        )}
      />
      <FormFooter
        error={error ? errorMessage(error, ROLE_MESSAGES.saveFailed) : null}
        saving={saving}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </StyledForm>
  );
}
