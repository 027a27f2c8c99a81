import { useState } from 'react';
import styled from 'styled-components';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field, Select, TextInput } from '@trellis/ui';
import { CUSTOMER_STATUSES, type CustomerDocument } from '@trellis/contracts';
import { customerFormSchema, type CustomerFormInput, type CustomerFormValues } from '../utils/customer-form-schema';
import { CustomerTypeToggle } from './customer-type-toggle';
import { PersonRows } from './person-rows';
import { DocumentRows } from './document-rows';
import { ExistingDocuments } from './existing-documents';
import { FormErrorBox } from './form-error-box';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CustomerFormProps {
  defaultValues: CustomerFormInput;
  savedDocuments?: CustomerDocument[];
  submitLabel: string;
  error: string | null;
  onSubmit: (values: CustomerFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function CustomerForm({ defaultValues, savedDocuments = [], submitLabel, error, onSubmit, onCancel }: CustomerFormProps) {
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = formState;
  const [removedIds, setRemovedIds] = useState<number[]>(defaultValues.remove_document_ids);
  const isCompany = watch('type') === 'Company';

  const handleToggleDocument = (id: number) => {
    const next = removedIds.includes(id) ? removedIds.filter((x) => x !== id) : [...removedIds, id];
    setRemovedIds(next);
    setValue('remove_document_ids', next);
  };

  return (
    <StyledForm noValidate aria-label="Customer form" onSubmit={handleSubmit(onSubmit)}>
      <FormErrorBox message={error} />
      <StyledSection>
        <CustomerTypeToggle registration={register('type')} />
        <StyledGrid>
          <Field label="Customer Name" htmlFor="customer-name" error={errors.name?.message}>
            <TextInput id="customer-name" invalid={!!errors.name} autoComplete="organization" {...register('name')} />
          </Field>
          <Field label="Account Email" htmlFor="customer-email" error={errors.account_email?.message}>
            <TextInput id="customer-email" type="email" invalid={!!errors.account_email} autoComplete="email" {...register('account_email')} />
          </Field>
          {isCompany && (
            <>
              <Field label="Company Registration No" htmlFor="customer-reg" optional error={errors.company_reg_no?.message}>
                <TextInput id="customer-reg" invalid={!!errors.company_reg_no} {...register('company_reg_no')} />
              </Field>
              <Field label="VAT Number" htmlFor="customer-vat" optional error={errors.vat_no?.message}>
                <TextInput id="customer-vat" invalid={!!errors.vat_no} {...register('vat_no')} />
              </Field>
            </>
          )}
          <Field label="Address" htmlFor="customer-address" optional error={errors.address?.message}>
            <TextInput id="customer-address" invalid={!!errors.address} autoComplete="street-address" {...register('address')} />
          </Field>
          <Field label="Status" htmlFor="customer-status">
            <Select id="customer-status" options={CUSTOMER_STATUSES.map((s) => ({ value: s, label: s }))} {...register('status')} />
          </Field>
          <Controller
            control={control}
            name="profileImage"
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <Field label="Profile Picture" htmlFor="customer-image" optional hint="Image files only" error={errors.profileImage?.message}>
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
      </StyledSection>
      <StyledSection>
        <PersonRows control={control} register={register} getValues={getValues} errors={errors.persons} />
      </StyledSection>
      <StyledSection>
        <ExistingDocuments documents={savedDocuments} removedIds={removedIds} onToggle={handleToggleDocument} />
        <DocumentRows control={control} register={register} getValues={getValues} />
      </StyledSection>
      <StyledButtons>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}
