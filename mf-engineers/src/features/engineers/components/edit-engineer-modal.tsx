import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { Alert, Button } from '@trellis/ui/controls';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import {
  ENGINEER_EDITABLE_STATUSES,
  ENGINEER_MESSAGES,
  engineerEditBodySchema,
  engineerEditableStatusSchema,
  engineerInviteBodySchema,
  PAYMENT_CURRENCIES,
  phoneSchema,
  type EngineerDetail,
  type EngineerEditBody,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useUpdateEngineer } from '../api/update-engineer';
import { ContactFields, StyledButtons, StyledForm, type ContactValues } from './contact-fields';

const { pay_rate: payRateField, pay_currency: payCurrencyField } = engineerEditBodySchema.shape;

/**
 * The edit form: the invite's rules, an optional phone (empty clears it), the status, and the
 * hourly pay rate with its currency (an empty rate clears it; payouts need one).
 */
const editFormSchema = z.object({
  name: engineerInviteBodySchema.shape.name,
  email: engineerInviteBodySchema.shape.email,
  phone: z.union([z.literal(''), phoneSchema]),
  status: engineerEditableStatusSchema.optional(),
  pay_rate: payRateField.unwrap(),
  pay_currency: payCurrencyField.unwrap(),
});
type EditFormInput = ContactValues & {
  status?: (typeof ENGINEER_EDITABLE_STATUSES)[number];
  /** The number input's text; empty clears the rate. */
  pay_rate?: string | number | null;
  pay_currency: NonNullable<EngineerDetail['pay_currency']>;
};
type EditFormOutput = z.output<typeof editFormSchema>;

const STATUS_OPTIONS = ENGINEER_EDITABLE_STATUSES.map((value) => ({ value, label: value }));
const CURRENCY_OPTIONS = PAYMENT_CURRENCIES.map((value) => ({ value, label: value }));

/** The engineer as the edit form shows them. */
export type EditableEngineer = Pick<
  EngineerDetail,
  'id' | 'name' | 'email' | 'phone' | 'status' | 'pay_rate' | 'pay_currency'
>;

const StyledPayRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

function EditForm({ engineer, onDone }: { engineer: EditableEngineer; onDone: () => void }) {
  const update = useUpdateEngineer();
  // An invitee stays 'Invited' until they set a password: their status is not staff's to set.
  const invited = engineer.status === 'Invited';
  const { register, handleSubmit, formState } = useForm<EditFormInput, unknown, EditFormOutput>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      name: engineer.name,
      email: engineer.email,
      phone: engineer.phone ?? '',
      ...(invited ? {} : { status: engineer.status === 'Active' ? 'Active' : 'Inactive' }),
      pay_rate: engineer.pay_rate ?? '',
      pay_currency: engineer.pay_currency ?? 'USD',
    },
  });
  const handleSave = ({ phone, status, ...contact }: EditFormOutput) => {
    const body: EngineerEditBody = {
      ...contact,
      phone: phone === '' ? null : phone,
      ...(invited ? {} : { status }),
    };
    update.mutate(
      { id: engineer.id, body },
      {
        onSuccess: () => {
          toast(ENGINEER_MESSAGES.updated, 'success');
          onDone();
        },
      },
    );
  };
  const { errors } = formState;
  return (
    <StyledForm noValidate aria-label="Edit Engineer" onSubmit={handleSubmit(handleSave)}>
      <ContactFields
        idPrefix={`engineer-${engineer.id}`}
        fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
        errors={errors}
        phoneOptional
      />
      {!invited && (
        <Field
          label="Status"
          htmlFor={`engineer-${engineer.id}-status`}
          error={errors.status?.message}
        >
          <Select
            id={`engineer-${engineer.id}-status`}
            options={STATUS_OPTIONS}
            invalid={!!errors.status}
            {...register('status')}
          />
        </Field>
      )}
      <StyledPayRow>
        <Field
          label="Pay rate (per hour)"
          htmlFor={`engineer-${engineer.id}-pay-rate`}
          optional
          hint="Payouts are computed with it; hours above 8 a day count 1.5×."
          error={errors.pay_rate?.message}
        >
          <TextInput
            id={`engineer-${engineer.id}-pay-rate`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            invalid={!!errors.pay_rate}
            {...register('pay_rate')}
          />
        </Field>
        <Field
          label="Pay currency"
          htmlFor={`engineer-${engineer.id}-pay-currency`}
          error={errors.pay_currency?.message}
        >
          <Select
            id={`engineer-${engineer.id}-pay-currency`}
            options={CURRENCY_OPTIONS}
            invalid={!!errors.pay_currency}
            {...register('pay_currency')}
          />
        </Field>
      </StyledPayRow>
      {update.error && <Alert>{errorMessage(update.error, ENGINEER_MESSAGES.updateFailed)}</Alert>}
      <StyledButtons>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

/** The Edit button: contact details and Active or Inactive. */
export function EditEngineerModal({ dialog }: { dialog: DialogView<EditableEngineer> }) {
  return (
    <DialogModal dialog={dialog} title="Edit Engineer" size="sm">
      {(engineer) => <EditForm engineer={engineer} onDone={dialog.close} />}
    </DialogModal>
  );
}
