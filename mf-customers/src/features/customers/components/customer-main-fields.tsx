import styled from 'styled-components';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import { CUSTOMER_STATUSES } from '@trellis/contracts';
import type { CustomerFormInput } from '../utils/customer-form-schema';
import { CustomerTypeToggle } from './customer-type-toggle';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export interface CustomerMainFieldsProps {
  register: UseFormRegister<CustomerFormInput>;
  control: Control<CustomerFormInput>;
  errors: FieldErrors<CustomerFormInput>;
  /** Company Registration No and VAT Number are shown for a company only. */
  isCompany: boolean;
}

export function CustomerMainFields({
  register,
  control,
  errors,
  isCompany,
}: CustomerMainFieldsProps) {
  return (
    <>
      <CustomerTypeToggle registration={register('type')} />
      <StyledGrid>
        <Field label="Customer Name" htmlFor="customer-name" error={errors.name?.message}>
          <TextInput
            id="customer-name"
            invalid={!!errors.name}
            autoComplete="organization"
            {...register('name')}
          />
        </Field>
        <Field label="Account Email" htmlFor="customer-email" error={errors.account_email?.message}>
          <TextInput
            id="customer-email"
            type="email"
            invalid={!!errors.account_email}
            autoComplete="email"
            {...register('account_email')}
          />
        </Field>
        {isCompany && (
          <>
            <Field
              label="Company Registration No"
              htmlFor="customer-reg"
              optional
              error={errors.company_reg_no?.message}
            >
              <TextInput
                id="customer-reg"
                invalid={!!errors.company_reg_no}
                {...register('company_reg_no')}
              />
            </Field>
            <Field
              label="VAT Number"
              htmlFor="customer-vat"
              optional
              error={errors.vat_no?.message}
            >
              <TextInput id="customer-vat" invalid={!!errors.vat_no} {...register('vat_no')} />
            </Field>
          </>
        )}
        <Field label="Address" htmlFor="customer-address" optional error={errors.address?.message}>
          <TextInput
            id="customer-address"
            invalid={!!errors.address}
            autoComplete="street-address"
            {...register('address')}
          />
        </Field>
        <Field label="Status" htmlFor="customer-status">
          <Select
            id="customer-status"
            options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }))}
            {...register('status')}
          />
        </Field>
        <Controller
          control={control}
          name="profileImage"
          render={({ field: { onChange, onBlur, name, ref } }) => (
            <Field
              label="Profile Picture"
              htmlFor="customer-image"
              optional
              hint="Image files only"
              error={errors.profileImage?.message}
            >
              <TextInput
                id="customer-image"
                type="file"
                accept="image/*"
                invalid={!!errors.profileImage}
                name={name}
                ref={ref}
                onBlur={onBlur}
                onChange={(e) => onChange(e.target.files?.[0] ?? null)}
              />
            </Field>
          )}
        />
      </StyledGrid>
    </>
  );
}
