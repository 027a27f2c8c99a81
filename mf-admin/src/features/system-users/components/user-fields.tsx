import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import type { RoleOption } from '../api/system-users-resource';

type UserField = 'name' | 'email' | 'role_id';

export interface UserFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Each field's `register(...)`, from the form that holds them. */
  fields: Record<UserField, UseFormRegisterReturn>;
  /** Each field's error message, if any. */
  errors: Partial<Record<UserField, { message?: string } | undefined>>;
  roles: RoleOption[];
}

/** Name, Email and Role: the invite form's fields and the first three of the edit form. */
export function UserFields({ idPrefix, fields, errors, roles }: UserFieldsProps) {
  const id = (field: UserField) => `${idPrefix}-${field}`;
  return (
    <>
      <Field label="Name" htmlFor={id('name')} error={errors.name?.message}>
        <TextInput id={id('name')} autoComplete="off" invalid={!!errors.name} {...fields.name} />
      </Field>
      <Field label="Email" htmlFor={id('email')} error={errors.email?.message}>
        <TextInput
          id={id('email')}
          type="email"
          autoComplete="off"
          invalid={!!errors.email}
          {...fields.email}
        />
      </Field>
      <Field label="Role" htmlFor={id('role_id')} error={errors.role_id?.message}>
        <Select id={id('role_id')} invalid={!!errors.role_id} {...fields.role_id}>
          <option value="">Choose a role</option>
          {roles.map((role) => (
            <option key={role.id} value={String(role.id)}>
              {role.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
