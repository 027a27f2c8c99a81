import type { Knex } from 'knex';
import {
  ASSET_MESSAGES,
  REALTIME_EVENTS,
  type Asset,
  type AssetBody,
  type AssetEvent,
} from '@trellis/contracts';
import { fieldError, notFound, orNotFound } from '../lib/app-error';
import {
  SerialTakenError,
  type AssetWrite,
  type AssetsRepository,
} from '../repositories/assets-repository';
import { assetChanges, assetLabel } from './asset-audit';
import { auditRecorder, changeRecorder } from './audit-recorder';
import type {
  RecordEventName,
  RecordServiceDependencies,
  RequestWriteContext,
} from './record-service';

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export type AssetWriteContext = RequestWriteContext;

export interface AssetsServiceDependencies extends RecordServiceDependencies {
  assetsRepository: AssetsRepository;
}

type AssetEventName = RecordEventName<'asset'>;

const assigneeNotFound = () =>
  fieldError('VALIDATION_FAILED', 'assignee_user_id', ASSET_MESSAGES.assigneeNotFound);

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
  const record = changeRecorder(
    auditRecorder<Asset>(auditRepository, 'asset', assetLabel),
    assetChanges,
  );

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
      throw fieldError('CONFLICT', 'serial_no', ASSET_MESSAGES.serialTaken);
    }
  }

  const written = async (id: number, trx: Knex): Promise<Asset> =>
    orNotFound(await assetsRepository.findById(id, trx), 'Asset');

  return {
    async create(body: AssetBody, context: AssetWriteContext): Promise<Asset> {
      const asset = await transaction(async (trx) => {
        const id = await assetsRepository.create(await withAssignee(body, trx), trx);
        const created = await written(id, trx);
        await record('asset.created', null, created, context.audit, trx);
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
        await record('asset.updated', before, after, context.audit, trx);
        return after;
      });
      await announce(REALTIME_EVENTS.assetUpdated, asset, context);
      return asset;
    },

    async remove(id: number, context: AssetWriteContext): Promise<void> {
      const asset = await db.transaction(async (trx) => {
        const found = await assetsRepository.lock(id, trx);
        if (!found) throw notFound('Asset');
        await record('asset.deleted', await written(id, trx), null, context.audit, trx);
        await assetsRepository.remove(id, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.assetDeleted, asset, context);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
