import { apiFetch } from '@trellis/platform';
import {
  API_ROUTES,
  bulkPath,
  type BulkList,
  type BulkRun,
  type BulkUndoResponse,
} from '@trellis/contracts';
import type { BulkSelection } from './use-row-selection';

export interface BulkRequest {
  action: string;
  params: Record<string, unknown>;
  selection: BulkSelection;
}

/** Runs an action: done at once for a few records (200), or a running job for many (202). */
export const postBulk = (list: BulkList, { action, params, selection }: BulkRequest) =>
  apiFetch<BulkRun>(bulkPath(list), { method: 'POST', json: { action, params, ...selection } });

export const getBulkRun = (id: number) => apiFetch<BulkRun>(API_ROUTES.bulkRun(id));

export const cancelBulkRun = (id: number) =>
  apiFetch<BulkRun>(API_ROUTES.bulkRunCancel(id), { method: 'POST' });

export const undoBulkRun = (id: number) =>
  apiFetch<BulkUndoResponse>(API_ROUTES.bulkRunUndo(id), { method: 'POST' });
