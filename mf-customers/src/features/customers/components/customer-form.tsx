import styled from 'styled-components';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Card } from '@trellis/ui/controls';
import { FormFooter, StyledPageForm } from '@trellis/page-kit';
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

const StyledSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface CustomerFormProps {
  defaultValues: CustomerFormInput;
  savedDocuments?: CustomerDocument[];
  submitLabel: string;
  /** True while the save is on its way: the buttons wait and the submit button says so. */
  saving: boolean;
  /** Why the last save failed (shown in the form's red error box), or null. */
  error: string | null;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
}

export function CustomerForm({
  defaultValues,
  savedDocuments = [],
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<
    CustomerFormInput,
    unknown,
    CustomerFormValues
  >({
    resolver: zodResolver(customerFormSchema),
    defaultValues,
  });
  const { errors } = formState;
  const isCompany = useWatch({ control, name: 'type' }) === 'Company';
  const removedIds = useWatch({ control, name: 'remove_document_ids' });

  const handleToggleDocument = (id: number) =>
    setValue(
      'remove_document_ids',
      removedIds.includes(id) ? removedIds.filter((x) => x !== id) : [...removedIds, id],
    );

  return (
    <StyledPageForm noValidate aria-label="Customer form" onSubmit={handleSubmit(onSubmit)}>
      {error && <Alert>{error}</Alert>}
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
      <FormFooter saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </StyledPageForm>
  );
}
