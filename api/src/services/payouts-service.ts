import type { Knex } from 'knex';
import {
  isPayoutStatusForward,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  REALTIME_EVENTS,
  type Payout,
  type PayoutGenerateResult,
  type PayoutSkipped,
  type PayoutUpdateBody,
} from '@trellis/contracts';
import { AppError, fieldError, notFound, orNotFound } from '../lib/app-error';
import type {
  EngineerMonthHours,
  PayoutState,
  PayoutsRepository,
  WrittenPayout,
} from '../repositories/payouts-repository';
import { auditRecorder } from './audit-recorder';
import { generatedChanges, payoutEdit, payoutLabel } from './payout-audit';
import type { RecordServiceDependencies, RequestWriteContext } from './record-service';

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export type PayoutWriteContext = RequestWriteContext;

export interface PayoutsServiceDependencies extends RecordServiceDependencies {
  payoutsRepository: PayoutsRepository;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Why an engineer with hours gets no new figures this time (null: they do). */
function skipReason(
  engineer: EngineerMonthHours,
  stored: { status: string } | undefined,
): string | null {
  if (stored?.status === 'paid') return 'Already paid: a paid payout is never regenerated';
  if (stored?.status === 'processing') return 'Being processed: left as it is';
  if (engineer.rate === null) return PAYOUT_MESSAGES.noPayRate;
  return null;
}

/**
 * The payout writes: 'Generate payouts' for a month (one transaction), the staff's bonus and
 * deductions, and the status moving forward. Each announces payout:updated once committed.
 */
export function createPayoutsService({
  db,
  payoutsRepository,
  realtime,
  auditRepository,
}: PayoutsServiceDependencies) {
  const record = auditRecorder<Payout>(auditRepository, 'payout', payoutLabel);

  /**
   * One `payout.generated` row per payout the generation created, or refreshed with figures
   * that differ: each payout's own history shows the hours and amounts it was given.
   */
  async function recordGenerated(
    before: Map<number, Payout>,
    written: WrittenPayout[],
    context: PayoutWriteContext,
    trx: Knex,
  ) {
    const after = await payoutsRepository.findByIds(
      written.map((p) => p.id),
      trx,
    );
    for (const payout of after.values()) {
      const previous = before.get(payout.id) ?? null;
      const changes = generatedChanges(previous, payout);
      if (previous && changes.length === 0) continue;
      await record('payout.generated', payout, changes, context.audit, trx);
    }
  }

  /** Writes an edit of the locked payout, or refuses it (409 on its state, 400 on the amounts). */
  async function applyEdit(current: PayoutState, body: PayoutUpdateBody, trx: Knex) {
    if (body.status !== undefined) {
      if (!isPayoutStatusForward(current.status, body.status))
        throw new AppError(
          'PAYOUT_STATUS_ORDER',
          `${PAYOUT_MESSAGES.statusOrder} (this one is ${PAYOUT_STATUS_LABELS[current.status].toLowerCase()})`,
        );
      await payoutsRepository.update(
        current.id,
        { status: body.status, ...(body.status === 'paid' ? { paid_today: true } : {}) },
        trx,
      );
      return;
    }
    if (current.status === 'paid') throw new AppError('PAYOUT_PAID', PAYOUT_MESSAGES.paidRefused);
    const bonus = body.bonus ?? current.bonus;
    const deductions = body.deductions ?? current.deductions;
    if (cents(deductions) > cents(current.base) + cents(current.overtime) + cents(bonus))
      throw fieldError('VALIDATION_FAILED', 'deductions', PAYOUT_MESSAGES.deductionsTooLarge);
    await payoutsRepository.update(current.id, { bonus, deductions }, trx);
  }

  async function announce(payouts: WrittenPayout[], context: PayoutWriteContext) {
    for (const p of payouts)
      await realtime.publish(
        REALTIME_EVENTS.payoutUpdated,
        { id: p.id, engineer_id: p.engineer_id, month: p.month, status: p.status },
        { requestId: context.requestId },
      );
  }

  const written = async (id: number, trx: Knex): Promise<Payout> =>
    orNotFound(await payoutsRepository.findById(id, trx), 'Payout');

  return {
    /**
     * Creates or refreshes the pending payout of every engineer who logged hours in `month`;
     * paid and processing ones are left alone, and engineers without a pay rate are listed as
     * skipped with the reason, never paid 0.
     */
    async generate(month: string, context: PayoutWriteContext): Promise<PayoutGenerateResult> {
      const { result, payouts } = await db.transaction(async (trx) => {
        const stored = await payoutsRepository.lockMonth(month, trx);
        // Only pending payouts are refreshed: their figures before, for the trail.
        const before = await payoutsRepository.findByIds(
          [...stored.values()].filter((p) => p.status === 'pending').map((p) => p.id),
          trx,
        );
        const hours = await payoutsRepository.monthHours(month, trx);
        const skipped: PayoutSkipped[] = [];
        const writable: (EngineerMonthHours & { rate: string })[] = [];
        for (const engineer of hours) {
          const { rate, engineer_id: id, engineer_name: name } = engineer;
          const reason = skipReason(engineer, stored.get(id));
          if (reason === null && rate !== null) writable.push({ ...engineer, rate });
          else skipped.push({ engineer_id: id, engineer_name: name, reason: reason ?? '' });
        }
        const payouts = await payoutsRepository.upsert(month, writable, trx);
        await recordGenerated(before, payouts, context, trx);
        const refreshed = payouts.filter(
          (p) => p.engineer_id !== null && stored.has(p.engineer_id),
        ).length;
        return {
          payouts,
          result: { month, created: payouts.length - refreshed, refreshed, skipped },
        };
      });
      await announce(payouts, context);
      await realtime.publish(
        REALTIME_EVENTS.payoutsGenerated,
        { month, count: payouts.length },
        { requestId: context.requestId },
      );
      return result;
    },

    /** Bonus and deductions (refused once paid), or the status one step or more forward. */
    async update(id: number, body: PayoutUpdateBody, context: PayoutWriteContext): Promise<Payout> {
      const payout = await db.transaction(async (trx) => {
        const current = await payoutsRepository.lock(id, trx);
        if (!current) throw notFound('Payout');
        const before = await written(id, trx);
        await applyEdit(current, body, trx);
        const after = await written(id, trx);
        const edit = payoutEdit(before, after);
        if (edit) await record(edit.action, after, edit.changes, context.audit, trx);
        return after;
      });
      await announce([payout], context);
      return payout;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
