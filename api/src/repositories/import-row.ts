import type { DataImport, ImportKind, ImportMode, ImportState } from '@trellis/contracts';

// An import's row as the repository reads it, and how its answer shows it.

export interface ImportRow {
  id: number;
  actor_id: number | null;
  kind: ImportKind;
  file_name: string;
  file_path: string | null;
  mode: ImportMode;
  state: ImportState;
  cancel_requested: boolean;
  headers: string[];
  mapping: (string | null)[];
  rows: number;
  creates: number;
  updates: number;
  errors: number;
  also_creates: number;
  error: string | null;
  request_id: string | null;
  created_at: Date;
  finished_at: Date | null;
  invitations_sent_at: Date | null;
  sheet: string | null;
  sheets: string[];
}

/** The columns of an `ImportRow`, as every statement of the repository reads and returns them. */
export const IMPORT_COLUMNS = `id::int as id, actor_id, kind, file_name, file_path, mode, state, cancel_requested,
  headers, mapping, rows, creates, updates, errors, also_creates, error, request_id, created_at,
  finished_at,
  invitations_sent_at, sheet, sheets`;

/** An import as its answer shows it. */
export function toDataImport(row: ImportRow): DataImport {
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.file_name,
    state: row.state,
    mode: row.mode,
    sheet: row.sheet,
    sheets: row.sheets,
    headers: row.headers,
    mapping: row.mapping,
    counts: {
      rows: row.rows,
      create: row.creates,
      update: row.updates,
      errors: row.errors,
      ...(row.also_creates > 0 && { also_create: row.also_creates }),
    },
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    invitations_sent_at: row.invitations_sent_at ? row.invitations_sent_at.toISOString() : null,
  };
}
