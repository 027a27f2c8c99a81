import { formFieldsOf } from '@trellis/page-kit';
import { LEAD_FIELD_LABELS, type LeadBodyInput } from '@trellis/contracts';

type LeadFieldName = keyof LeadBodyInput & keyof typeof LEAD_FIELD_LABELS;

/** The lead form's labelled fields: `lead-<name>` ids, the contract's labels. */
export const {
  fieldId: leadFieldId,
  Input: LeadInput,
  Select: LeadSelect,
} = formFieldsOf<LeadBodyInput, LeadFieldName>('lead', LEAD_FIELD_LABELS);
