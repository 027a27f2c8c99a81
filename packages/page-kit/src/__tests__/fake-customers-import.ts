import {
  guessMapping,
  IMPORT_MESSAGES,
  type DataImport,
  type ImportDetail,
  type ImportMode,
  type ImportRowError,
} from '@trellis/contracts';
import { apiErrorResponse, http, HttpResponse } from '@trellis/platform/testing';
import { importFixture } from '../testing/import-fixture';

// The import dialog tests' API: a customers import whose file is read at once, with what each
// test says it finds, and the calls the dialog made.

export const HEADERS = ['Company', 'E-mail', 'Reg', 'Notes'];
export const CSV = `${HEADERS.join(',')}\nAcme,ops@acme.test,123,\n`;

interface Upload {
  fileName: string;
  text: string;
  mode: string;
  mapping: unknown;
}

/** What the fake server finds in the file once read, for the columns and mode it was sent. */
export interface Found {
  import?: Partial<DataImport>;
  rows?: ImportDetail['rows'];
  errors?: ImportRowError[];
}
export type Outcome = (mapping: (string | null)[], mode: ImportMode) => Found;

interface Stored {
  import: DataImport;
  rows: ImportDetail['rows'];
  errors: ImportRowError[];
}

export const clean: Outcome = () => ({
  import: { counts: { rows: 2, create: 1, update: 1, errors: 0 } },
});

/** The server's state and its calls, reset before each test. */
export const fake = {
  outcome: clean,
  stored: new Map<number, Stored>(),
  uploads: [] as Upload[],
  cancels: [] as number[],
  pages: [] as number[],
  listLoads: 0,
  /** Changes a stored import, as the server's own work would. */
  change(id: number, overrides: Partial<DataImport>) {
    const entry = fake.stored.get(id)!;
    entry.import = { ...entry.import, ...overrides };
  },
  reset() {
    fake.outcome = clean;
    fake.stored = new Map();
    fake.uploads.length = 0;
    fake.cancels.length = 0;
    fake.pages.length = 0;
    fake.listLoads = 0;
  },
};

const importOf = (id: number, overrides: Partial<DataImport>) =>
  importFixture({ id, kind: 'customers', headers: HEADERS, ...overrides });

export const importHandlers = [
  http.post('/api/customers/import', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    const mapping = form.get('mapping');
    const mode = form.get('mode') as ImportMode;
    fake.uploads.push({
      fileName: file.name,
      text: await file.text(),
      mode,
      mapping: typeof mapping === 'string' ? JSON.parse(mapping) : null,
    });
    const id = fake.stored.size + 1;
    const started = importOf(id, {
      mode,
      mapping:
        typeof mapping === 'string' ? JSON.parse(mapping) : guessMapping('customers', HEADERS),
    });
    // Read by the time the screen first asks: the preview is ready.
    const found = fake.outcome(started.mapping, mode);
    fake.stored.set(id, {
      rows: found.rows ?? [],
      errors: found.errors ?? [],
      import: { ...started, state: 'ready', ...found.import },
    });
    return HttpResponse.json(started, { status: 202 });
  }),
  http.get('/api/imports/:id', ({ params, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    fake.pages.push(page);
    const entry = fake.stored.get(Number(params.id))!;
    const detail: ImportDetail = {
      import: entry.import,
      rows: entry.rows,
      errors: {
        items: entry.errors.slice((page - 1) * 50, page * 50),
        total: entry.errors.length,
        page,
      },
    };
    return HttpResponse.json(detail);
  }),
  http.post('/api/imports/:id/commit', ({ params }) => {
    const id = Number(params.id);
    const entry = fake.stored.get(id)!;
    const { mode, counts } = entry.import;
    if (mode === 'all' && counts.errors > 0)
      return apiErrorResponse(409, IMPORT_MESSAGES.hasErrors(counts.errors), 'CONFLICT');
    fake.change(id, { state: 'importing' });
    return HttpResponse.json(entry.import, { status: 202 });
  }),
  http.post('/api/imports/:id/cancel', ({ params }) => {
    const id = Number(params.id);
    fake.cancels.push(id);
    fake.change(id, { state: 'cancelled', error: IMPORT_MESSAGES.cancelled });
    return HttpResponse.json(fake.stored.get(id)!.import);
  }),
  http.get('/api/customers', () => {
    fake.listLoads += 1;
    return HttpResponse.json({ loads: fake.listLoads });
  }),
];
