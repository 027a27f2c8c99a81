import { useFormContext, useWatch } from 'react-hook-form';
import {
  CURRENCIES,
  TICKET_FORM_SECTIONS,
  ticketTimeZoneOptions,
  type TicketFileField,
  type TicketFormValues,
} from '@trellis/contracts';
import { FileField } from './file-field';
import { FormSection, WideField } from '@trellis/page-kit';
import { TicketInput, TicketSelect } from './ticket-form-fields';

const [, , , ADDRESS, POC_DOCUMENTS, PRICING, COST] = TICKET_FORM_SECTIONS;
const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

export interface TicketMoreSectionsProps {
  /** The chosen files; null when editing (files are sent with a new ticket only). */
  files: Record<TicketFileField, File[]> | null;
  onFilesChange: (field: TicketFileField, files: File[]) => void;
}

/** Address, POC & Documents, Pricing & Rates and Cost. */
export function TicketMoreSections({ files, onFilesChange }: TicketMoreSectionsProps) {
  const { control } = useFormContext<TicketFormValues>();
  const timezone = useWatch({ control, name: 'timezone' });
  // The form's five zones, plus a lead's own zone when the ticket comes from one.
  const zones = ticketTimeZoneOptions(timezone).map((zone) => ({
    value: zone.value,
    label: zone.label,
  }));
  return (
    <>
      <FormSection title={ADDRESS.title}>
        <TicketInput name="apartment" />
        <TicketInput name="address_line_1" />
        <TicketInput name="address_line_2" optional />
        <TicketInput name="city" />
        <TicketInput name="country" />
        <TicketInput name="zip_code" />
        <TicketSelect name="timezone" options={zones} />
      </FormSection>
      <FormSection title={POC_DOCUMENTS.title}>
        <WideField>
          <TicketInput name="poc_details" multiline optional />
        </WideField>
        <WideField>
          <TicketInput name="re_details" multiline optional />
        </WideField>
        <WideField>
          <TicketInput name="call_invites" multiline optional />
        </WideField>
        {files && (
          <>
            <FileField
              name="documents"
              files={files.documents}
              onChange={(chosen) => onFilesChange('documents', chosen)}
            />
            <FileField
              name="sign_off_sheet"
              files={files.sign_off_sheet}
              onChange={(chosen) => onFilesChange('sign_off_sheet', chosen)}
            />
          </>
        )}
      </FormSection>
      <FormSection title={PRICING.title}>
        <TicketSelect name="currency" options={CURRENCY_OPTIONS} />
        <TicketInput name="hourly_rate" type="number" min="0" optional />
        <TicketInput name="half_day_rate" type="number" min="0" optional />
        <TicketInput name="full_day_rate" type="number" min="0" optional />
        <TicketInput name="monthly_rate" type="number" min="0" optional />
        <TicketInput name="agreed_rate" type="number" min="0" optional />
      </FormSection>
      <FormSection title={COST.title}>
        <TicketInput name="travel_cost_day" type="number" min="0" optional />
        <TicketInput name="tool_cost" type="number" min="0" optional />
        <WideField>
          <TicketInput name="tools" multiline optional />
        </WideField>
      </FormSection>
    </>
  );
}
