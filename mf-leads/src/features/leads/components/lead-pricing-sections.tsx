import { useFormContext, useWatch } from 'react-hook-form';
import {
  allowsFollowUp,
  CURRENCIES,
  LEAD_FORM_SECTIONS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadBodyInput,
} from '@trellis/contracts';
import { FormSection, WideField } from '@trellis/page-kit';
import { LeadInput, LeadSelect } from './lead-form-fields';

const [, , , PRICING, TOOLS, COSTS, STATUS] = LEAD_FORM_SECTIONS;
const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

export interface LeadPricingSectionsProps {
  /** The earliest follow-up date offered: today, or a saved one already in the past. */
  minFollowUpDate: string;
}

/** Pricing & Rates, Tools & Project Details, Additional Costs and Lead Status. */
export function LeadPricingSections({ minFollowUpDate }: LeadPricingSectionsProps) {
  const { control } = useFormContext<LeadBodyInput>();
  const status = useWatch({ control, name: 'status' });
  return (
    <>
      <FormSection title={PRICING.title}>
        <LeadSelect name="currency" options={CURRENCY_OPTIONS} />
        <LeadInput name="hourly_rate" type="number" min="0" />
        <LeadInput name="half_day_rate" type="number" min="0" />
        <LeadInput name="full_day_rate" type="number" min="0" />
        <LeadInput name="monthly_rate" type="number" min="0" optional />
        <LeadInput name="agreed_rate" type="number" min="0" optional />
      </FormSection>
      <FormSection title={TOOLS.title}>
        <WideField>
          <LeadInput name="tools" multiline optional />
        </WideField>
      </FormSection>
      <FormSection title={COSTS.title}>
        <LeadInput name="travel_cost_day" type="number" min="0" optional />
        <LeadInput name="total_cost" type="number" min="0" optional />
      </FormSection>
      <FormSection title={STATUS.title}>
        <LeadSelect name="status" options={STATUS_OPTIONS} />
        {/* Only Reschedule and Cancelled carry a follow-up date. */}
        {allowsFollowUp(status) && (
          <LeadInput name="reschedule_date" type="date" min={minFollowUpDate} optional />
        )}
      </FormSection>
    </>
  );
}
