import { BULK_MESSAGES } from '@trellis/contracts';
import { AppError, notFound } from '../lib/app-error';
import type { FilesRepository } from '../repositories/files-repository';
import { createDeletedRecordsRepository } from './deleted-records-repository';
import type { BulkActionHandler, BulkScope } from './list-bulk';
import type { RecordGraph } from './record-graphs';

/** PostgreSQL's codes for a key already taken and for a reference to a row that is gone. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Why a record could not be put back, as its run's failures list says it. */
function refusalOf(error: unknown): unknown {
  if (codeOf(error) === UNIQUE_VIOLATION) return new AppError('CONFLICT', BULK_MESSAGES.takenSince);
  if (codeOf(error) === FOREIGN_KEY_VIOLATION)
    return new AppError('CONFLICT', BULK_MESSAGES.parentGoneSince);
  return error;
}

/**
 * A delete that Undo can take back while the run's window is open. Each record is deleted
 * through the area's own delete (its rules, audit row and events), after a snapshot of
 * everything that delete removes, kept with the run in the same transaction. The files the
 * delete frees are not deleted but kept with the snapshot, until housekeeping purges it after
 * the window. Undo puts the rows back with their own ids; a record whose id or key was taken
 * since, or whose parent is gone, is refused and left deleted.
 */
export function undoableDelete({
  what,
  entity,
  graph,
  filesRepository,
  remove,
  restored,
}: {
  /** The record's name in "<what> not found". */
  what: string;
  /** The audit trail's entity of the record (`customer`). */
  entity: string;
  graph: RecordGraph;
  filesRepository: FilesRepository;
  /** The area's delete of one record, its files through `files`. */
  remove(id: number, scope: BulkScope, files: FilesRepository): Promise<void>;
  /** The restored record's audit entry and the events a create would send. */
  restored(id: number, scope: BulkScope): Promise<void>;
}): Required<Pick<BulkActionHandler, 'apply' | 'undo'>> {
  const records = createDeletedRecordsRepository();

  return {
    async apply(id, _params, scope) {
      const snapshot = await records.snapshot(graph, id, scope.trx);
      if (!snapshot) throw notFound(what);
      const freed: number[] = [];
      const files: FilesRepository = {
        ...filesRepository,
        removeMany: async (ids) => {
          freed.push(...ids);
        },
        remove: async (fileId) => {
          freed.push(fileId);
        },
      };
      await remove(id, scope, files);
      await records.keep(
        { runId: scope.runId, entity, recordId: id, snapshot, fileIds: freed },
        scope.trx,
      );
      // The run's change row is what lists the record for Undo; its rows are in the snapshot.
      return { before: { deleted: false }, after: { deleted: true } };
    },

    async undo(id, _change, scope) {
      const snapshot = await records.take(scope.runId, id, scope.trx);
      if (!snapshot) throw new AppError('NOT_FOUND', BULK_MESSAGES.goneSince);
      try {
        await records.restore(graph, id, snapshot, scope.trx);
      } catch (error) {
        throw refusalOf(error);
      }
      await restored(id, scope);
    },
  };
}
