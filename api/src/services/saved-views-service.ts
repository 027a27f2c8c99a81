import type { Knex } from 'knex';
import {
  SAVED_VIEW_MESSAGES,
  type AuditChange,
  type SavedViewBody,
  type SavedViewUpdate,
} from '@trellis/contracts';
import { fieldError, notFound } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  SAVED_VIEW_NAME_CONSTRAINT,
  type SavedViewRow,
  type SavedViewsRepository,
} from '../repositories/saved-views-repository';
import { auditRecorder } from './audit-recorder';
import { fieldChanges } from './audit-changes';
import { violatesUnique } from '../repositories/unique-violation';

export interface SavedViewsServiceDependencies {
  db: Knex;
  savedViewsRepository: SavedViewsRepository;
  auditRepository: AuditRepository;
}

const FIELDS = ['name', 'shared', 'query', 'hidden_columns'] as const;
type ViewState = Pick<SavedViewRow, (typeof FIELDS)[number]>;
const viewChanges = (before: ViewState | null, after: ViewState | null): AuditChange[] =>
  fieldChanges(before, after, FIELDS);

/** `Overdue this week (tickets)`: two lists may hold views of one name. */
const viewLabel = (view: { name: string; list: string }) => `${view.name} (${view.list})`;

const nameTaken = (error: unknown) => violatesUnique(error, SAVED_VIEW_NAME_CONSTRAINT);

const nameTakenError = () => fieldError('CONFLICT', 'name', SAVED_VIEW_MESSAGES.nameTaken);

/**
 * Saved views' writes, each one transaction with its audit row. Who may make them (the list's
 * permissions, the owner) is the route's to check before calling.
 */
export function createSavedViewsService({
  db,
  savedViewsRepository: views,
  auditRepository,
}: SavedViewsServiceDependencies) {
  const record = auditRecorder<{ id: number; name: string; list: string }>(
    auditRepository,
    'saved_view',
    viewLabel,
  );

  /** Runs a write, answering a second view of the same name with a 409 on the name. */
  async function write<T>(work: (trx: Knex) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (nameTaken(error)) throw nameTakenError();
      throw error;
    }
  }

  async function locked(id: number, trx: Knex): Promise<SavedViewRow> {
    const row = await views.lock(id, trx);
    if (!row) throw notFound('View');
    return row;
  }

  return {
    async create(ownerId: number, body: SavedViewBody, audit: AuditSource): Promise<number> {
      return write(async (trx) => {
        const id = await views.insert(ownerId, body, trx);
        await record('saved_view.created', { id, ...body }, viewChanges(null, body), audit, trx);
        return id;
      });
    },

    async update(id: number, body: SavedViewUpdate, audit: AuditSource): Promise<void> {
      await write(async (trx) => {
        const before = await locked(id, trx);
        const changes = viewChanges(before, body);
        if (changes.length === 0) return;
        await views.update(id, body, trx);
        if (before.shared && !body.shared)
          await views.clearOthersDefaults(id, before.owner_id, trx);
        await record('saved_view.updated', { ...before, ...body }, changes, audit, trx);
      });
    },

    async remove(id: number, audit: AuditSource): Promise<void> {
      await write(async (trx) => {
        const before = await locked(id, trx);
        await views.remove(id, trx);
        await record('saved_view.deleted', before, viewChanges(before, null), audit, trx);
      });
    },
  };
}
