import { isDeepStrictEqual } from 'node:util';
import { BULK_MESSAGES } from '@trellis/contracts';
import type { Knex } from 'knex';
import { AppError, notFound } from '../lib/app-error';
import type { BulkActionHandler, BulkScope } from './list-bulk';

const pick = (values: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));

/**
 * An action that sets some fields of each record through the area's own write, and that Undo
 * reverses by writing the previous values back, unless the record has changed since.
 */
export function fieldAction({
  what,
  read,
  target,
  write,
}: {
  /** The record's name in "<what> not found". */
  what: string;
  /** The record's current fields, as the action compares them; undefined when it is gone. */
  read(id: number, trx: Knex): Promise<Record<string, unknown> | undefined>;
  /** The fields the action sets, from its parameters. */
  target(params: Record<string, unknown>): Record<string, unknown>;
  /**
   * Writes `values` as one change of the record would (its rules, audit and events). `params`
   * are the action's when it is applied, for what it records beside the fields (a reason);
   * Undo has none.
   */
  write(
    id: number,
    values: Record<string, unknown>,
    scope: BulkScope,
    params?: Record<string, unknown>,
  ): Promise<void>;
}): Required<Pick<BulkActionHandler, 'apply' | 'undo'>> {
  return {
    async apply(id, params, scope) {
      const current = await read(id, scope.trx);
      if (!current) throw notFound(what);
      const after = target(params);
      const before = pick(current, Object.keys(after));
      if (isDeepStrictEqual(before, after)) return null;
      await write(id, after, scope, params);
      // What the write left, which its rules may have kept from the target (an invitee stays
      // Invited until they set a password).
      const written = pick((await read(id, scope.trx)) ?? {}, Object.keys(after));
      return isDeepStrictEqual(before, written) ? null : { before, after: written };
    },
    async undo(id, change, scope) {
      const current = await read(id, scope.trx);
      if (!current) throw new AppError('NOT_FOUND', BULK_MESSAGES.goneSince);
      if (!isDeepStrictEqual(pick(current, Object.keys(change.after)), change.after))
        throw new AppError('CONFLICT', BULK_MESSAGES.changedSince);
      await write(id, change.before, scope);
    },
  };
}

/** An action that only does something once (a payment, a decision, a reminder): no Undo. */
export function oneWayAction(
  run: (id: number, params: Record<string, unknown>, scope: BulkScope) => Promise<unknown>,
): BulkActionHandler {
  return {
    async apply(id, params, scope) {
      await run(id, params, scope);
      return null;
    },
  };
}
