import { apiFetch } from '@trellis/platform';
import {
  API_ROUTES,
  importPath,
  type DataImport,
  type ImportDetail,
  type ImportKind,
  type ImportMode,
} from '@trellis/contracts';

/** The field each column of the file goes to, by position; null leaves the column out. */
export type ImportMapping = (string | null)[];

export interface ImportUpload {
  file: File;
  mode: ImportMode;
  /** A workbook's sheet; left out, its first tab. */
  sheet?: string;
  /** Left out, the server takes the columns this person last chose for these headers, or guesses. */
  mapping?: ImportMapping;
}

/** Sends a file to be read and checked: answers at once, in state staging. */
export function postImport(kind: ImportKind, { file, mode, sheet, mapping }: ImportUpload) {
  const body = new FormData();
  body.append('mode', mode);
  if (sheet !== undefined) body.append('sheet', sheet);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('file', file, file.name);
  return apiFetch<DataImport>(importPath(kind), { method: 'POST', body });
}

export const getImportDetail = (id: number, page: number) =>
  apiFetch<ImportDetail>(`${API_ROUTES.dataImport(id)}?page=${page}`);

export const commitImport = (id: number) =>
  apiFetch<DataImport>(API_ROUTES.dataImportCommit(id), { method: 'POST' });

export const cancelImport = (id: number) =>
  apiFetch<DataImport>(API_ROUTES.dataImportCancel(id), { method: 'POST' });

/** Sends the invitations of an import of engineers: answers how many go. */
export const sendImportInvitations = (id: number) =>
  apiFetch<{ sent: number }>(API_ROUTES.dataImportInvitations(id), { method: 'POST' });
