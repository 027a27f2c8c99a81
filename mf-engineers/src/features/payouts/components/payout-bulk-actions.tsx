import { BulkActions, type BulkActionsProps, type RowSelection } from '@trellis/page-kit';

// Each payout moves as its own status action moves it (pending, processing, paid): the server
// names each payout it refused, one already past the step, say, with that call's reason.
const ACTIONS: BulkActionsProps<'payouts'>['actions'] = {
  approve: { initial: {} },
  paid: { initial: {} },
};

export interface PayoutBulkActionsProps {
  selection: RowSelection;
}

/** The payouts list's selection bar: approve many payouts at once, or mark them paid. */
export function PayoutBulkActions({ selection }: PayoutBulkActionsProps) {
  return <BulkActions list="payouts" selection={selection} actions={ACTIONS} />;
}
