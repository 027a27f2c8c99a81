import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import { formatMoney } from '@trellis/ui/format';
import { Field, TextInput } from '@trellis/ui/forms';
import {
  PAYOUT_FIELD_LABELS,
  PAYOUT_MESSAGES,
  payoutAdjustmentFormSchema,
  type Payout,
  type PayoutAdjustmentForm,
  type PayoutAdjustmentFormInput,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { FormFooter, StyledFieldRow, StyledForm } from '@trellis/page-kit';
import { useUpdatePayout } from '../api/payouts-resource';
import { formatMonth } from './payout-format';

function AdjustForm({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const update = useUpdatePayout();
  const { register, handleSubmit, formState } = useForm<
    PayoutAdjustmentFormInput,
    unknown,
    PayoutAdjustmentForm
  >({
    resolver: zodResolver(payoutAdjustmentFormSchema),
    defaultValues: { bonus: payout.bonus, deductions: payout.deductions },
  });
  const handleSave = (body: PayoutAdjustmentForm) =>
    update.mutate(
      { id: payout.id, body },
      {
        onSuccess: () => {
          toast(PAYOUT_MESSAGES.updated, 'success');
          onDone();
        },
      },
    );
  const { errors } = formState;
  const id = (field: string) => `payout-${payout.id}-${field}`;
  const earned = (Number(payout.base) + Number(payout.overtime)).toFixed(2);
  return (
    <StyledForm
      noValidate
      aria-label={PAYOUT_MESSAGES.editTitle}
      onSubmit={handleSubmit(handleSave)}
    >
      <p>
        {payout.engineer_name}, {formatMonth(payout.month)}: base and overtime{' '}
        {formatMoney({ amount: earned, currency: payout.currency })}.
      </p>
      <StyledFieldRow>
        {(['bonus', 'deductions'] as const).map((field) => (
          <Field
            key={field}
            label={`${PAYOUT_FIELD_LABELS[field]} (${payout.currency})`}
            htmlFor={id(field)}
            error={errors[field]?.message}
          >
            <TextInput
              id={id(field)}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              invalid={!!errors[field]}
              {...register(field)}
            />
          </Field>
        ))}
      </StyledFieldRow>
      <FormFooter
        error={update.error && errorMessage(update.error, PAYOUT_MESSAGES.updateFailed)}
        saving={update.isPending}
        submitLabel={PAYOUT_MESSAGES.save}
        onCancel={onDone}
      />
    </StyledForm>
  );
}

/** Bonus and deductions of a payout not yet paid; the server answers the new total. */
export function PayoutAdjustModal({ dialog }: { dialog: DialogView<Payout> }) {
  return (
    <DialogModal dialog={dialog} title={PAYOUT_MESSAGES.editTitle} size="sm">
      {(payout) => <AdjustForm payout={payout} onDone={dialog.close} />}
    </DialogModal>
  );
}
