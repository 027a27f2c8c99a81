import { useState } from 'react';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card } from '@trellis/ui';
import type { CustomerDocument } from '@trellis/contracts';
import {
  customerFormSchema,
  type CustomerFormInput,
  type CustomerFormValues,
} from '../utils/customer-form-schema';
import { CustomerMainFields } from './customer-main-fields';
import { PersonRows } from './person-rows';
import { DocumentRows } from './document-rows';
import { ExistingDocuments } from './existing-documents';
import { FormErrorBox } from './form-error-box';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
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

export function CustomerForm({
  defaultValues,
  savedDocuments = [],
  submitLabel,
  error,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useForm<
    CustomerFormInput,
    unknown,
    CustomerFormValues
  >({
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
        <CustomerMainFields
          register={register}
          control={control}
          errors={errors}
          isCompany={isCompany}
        />
      </StyledSection>
      <StyledSection>
        <PersonRows
          control={control}
          register={register}
          getValues={getValues}
          errors={errors.persons}
        />
      </StyledSection>
      <StyledSection>
        <ExistingDocuments
          documents={savedDocuments}
          removedIds={removedIds}
          onToggle={handleToggleDocument}
        />
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
