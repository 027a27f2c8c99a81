import type { Knex } from 'knex';
import {
  ASSET_MESSAGES,
  REALTIME_EVENTS,
  type Asset,
  type AssetBody,
  type AssetEvent,
} from '@trellis/contracts';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { Realtime } from '../plugins/app/realtime';
import {
  SerialTakenError,
  type AssetWrite,
  type AssetsRepository,
} from '../repositories/assets-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import { assetChanges, assetLabel } from './asset-audit';

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export interface AssetWriteContext {
  requestId?: string;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
}

export interface AssetsServiceDependencies {
  db: Knex;
  assetsRepository: AssetsRepository;
  realtime: Realtime;
  auditRepository: AuditRepository;
}

type AssetEventName =
  | typeof REALTIME_EVENTS.assetCreated
  | typeof REALTIME_EVENTS.assetUpdated
  | typeof REALTIME_EVENTS.assetDeleted;

const assigneeNotFound = () =>
  badRequest(ASSET_MESSAGES.assigneeNotFound, [
    { path: 'assignee_user_id', message: ASSET_MESSAGES.assigneeNotFound },
  ]);

/**
 * Every asset write: the row in a transaction that also holds the linked account (so it cannot
 * vanish before the commit), then the realtime announcement once committed, best-effort.
 */
export function createAssetsService({
  db,
  assetsRepository,
  realtime,
  auditRepository,
}: AssetsServiceDependencies) {
  /** An asset write's audit row, in its transaction; none for an edit that changed nothing. */
  async function record(
    action: string,
    before: Asset | null,
    after: Asset | null,
    context: AssetWriteContext,
    trx: Knex,
  ) {
    const changes = assetChanges(before, after);
    if (before && after && changes.length === 0) return;
    const asset = (after ?? before)!;
    await auditRepository.record(
      {
        ...context.audit,
        action,
        entity: 'asset',
        entityId: asset.id,
        entityLabel: assetLabel(asset),
        changes,
      },
      trx,
    );
  }

  async function announce(event: AssetEventName, asset: AssetEvent, context: AssetWriteContext) {
    const data: AssetEvent = {
      id: asset.id,
      name: asset.name,
      type: asset.type,
      status: asset.status,
    };
    // Swallows its own failures: the write has committed and must not turn into an error.
    await realtime.publish(event, data, { requestId: context.requestId });
  }

  /**
   * The row to write: a linked account must exist (400 on `assignee_user_id` otherwise), and
   * lends its name to an assignee left empty.
   */
  async function withAssignee(body: AssetBody, trx: Knex): Promise<AssetWrite> {
    if (body.assignee_user_id === null) return body;
    const user = await assetsRepository.lockAssigneeUser(body.assignee_user_id, trx);
    if (!user) throw assigneeNotFound();
    return body.assignee ? body : { ...body, assignee: user.username };
  }

  /** Runs a write; a serial number another asset has is a 409 on that field. */
  async function transaction<T>(work: (trx: Knex) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!(error instanceof SerialTakenError)) throw error;
      throw new AppError('CONFLICT', ASSET_MESSAGES.serialTaken, [
        { path: 'serial_no', message: ASSET_MESSAGES.serialTaken },
      ]);
    }
  }

  async function written(id: number, trx: Knex): Promise<Asset> {
    const asset = await assetsRepository.findById(id, trx);
    if (!asset) throw notFound('Asset');
    return asset;
  }

  return {
    async create(body: AssetBody, context: AssetWriteContext): Promise<Asset> {
      const asset = await transaction(async (trx) => {
        const id = await assetsRepository.create(await withAssignee(body, trx), trx);
        const created = await written(id, trx);
        await record('asset.created', null, created, context, trx);
        return created;
      });
      await announce(REALTIME_EVENTS.assetCreated, asset, context);
      return asset;
    },

    async update(id: number, body: AssetBody, context: AssetWriteContext): Promise<Asset> {
      const asset = await transaction(async (trx) => {
        if (!(await assetsRepository.lock(id, trx))) throw notFound('Asset');
        const before = await written(id, trx);
        await assetsRepository.update(id, await withAssignee(body, trx), trx);
        const after = await written(id, trx);
        await record('asset.updated', before, after, context, trx);
        return after;
      });
      await announce(REALTIME_EVENTS.assetUpdated, asset, context);
      return asset;
    },

    async remove(id: number, context: AssetWriteContext): Promise<void> {
      const asset = await db.transaction(async (trx) => {
        const found = await assetsRepository.lock(id, trx);
        if (!found) throw notFound('Asset');
        await record('asset.deleted', await written(id, trx), null, context, trx);
        await assetsRepository.remove(id, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.assetDeleted, asset, context);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
