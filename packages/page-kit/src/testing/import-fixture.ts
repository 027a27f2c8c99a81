import { guessMapping, type DataImport } from '@trellis/contracts';

/**
 * An import as the API answers it: read from `headers` with the columns guessed, still being
 * read, with nothing counted; `overrides` set the rest.
 */
export const importFixture = (
  fields: Pick<DataImport, 'id' | 'kind' | 'headers'> & Partial<DataImport>,
): DataImport => ({
  file_name: `${fields.kind}.csv`,
  state: 'staging',
  mode: 'all',
  sheet: null,
  sheets: [],
  mapping: guessMapping(fields.kind, fields.headers),
  counts: { rows: 0, create: 0, update: 0, errors: 0 },
  error: null,
  created_at: '2026-11-29T10:00:00.000Z',
  finished_at: null,
  invitations_sent_at: null,
  ...fields,
});
