import type { Knex } from 'knex';
import type { REALTIME_EVENTS } from '@trellis/contracts';
import type { AuditSource } from '../lib/audit-actor';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';

// What the services that write one kind of record have in common: their dependencies beside
// their own repositories, the request a write comes from, and the names of their events.

/** The database for a write's transaction, the realtime channel and the audit trail. */
export interface RecordServiceDependencies {
  db: Knex;
  realtime: Pick<Realtime, 'publish' | 'publishCounts'>;
  auditRepository: AuditRepository;
}

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export interface RequestWriteContext {
  requestId?: string;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
}

type Events = typeof REALTIME_EVENTS;

/** A record's created, updated and deleted events (`assetCreated` and so on) as one type. */
export type RecordEventName<K extends string> = Events[`${K}${'Created' | 'Updated' | 'Deleted'}` &
  keyof Events];
