import { http, HttpResponse } from 'msw';
import type { z } from 'zod';

/** A write a fake list API received, in order. */
export interface RecordedWrite {
  method: 'POST' | 'PUT' | 'DELETE';
  id?: number;
  body: unknown;
}

interface PageQuery {
  page: number;
  limit: number;
}

export interface FakeListApiOptions<Row extends { id: number }, Query extends PageQuery, Body> {
  /** The list's path (`API_ROUTES.holidays`); a record is `<path>/:id`. */
  path: string;
  rows: Row[];
  /** The list query's schema: the fake reads the screen's address as the API does. */
  query: z.ZodType<Query>;
  /** Whether `row` answers `query` (search and filters). */
  matches: (row: Row, query: Query) => boolean;
  /**
   * The list's answer from one page of matching rows (add the area's figures here; `stored` is
   * every row, for figures that ignore the filters).
   */
  answer: (page: Row[], all: Row[], query: Query, stored: Row[]) => unknown;
  /**
   * The saved record from a create (`id` 900) or an update; a Response refuses the write.
   * Without it the list is read-only: the fake serves no create, update or delete.
   */
  save?: (body: Body, id: number, before: Row | undefined, stored: Row[]) => Row | Response;
  /** Where a created record goes: first (newest first), or last. */
  createdAt?: 'start' | 'end';
  /** A delete's answer; a Response that is not ok keeps the record. */
  remove?: (row: Row | undefined, id: number) => Response;
}

/**
 * An in-memory list API that searches, filters and pages like the real one (through the
 * callbacks), creates, updates and deletes (given `save`), and records what it was asked, so a
 * test can follow the screen's requests. What is special to an area (an extra route, a refusal)
 * goes in its callbacks or beside the handlers.
 */
export function fakeListApi<Row extends { id: number }, Query extends PageQuery, Body = never>(
  options: FakeListApiOptions<Row, Query, Body>,
) {
  const { path, query: schema, createdAt = 'start', save } = options;
  let stored = [...options.rows];
  const listRequests: URLSearchParams[] = [];
  const writes: RecordedWrite[] = [];
  const parse = (params: URLSearchParams | undefined) =>
    schema.parse(Object.fromEntries(params ?? []));
  const written = (row: Row | Response, status: number, apply: (row: Row) => void) => {
    if (row instanceof Response) return row;
    apply(row);
    return HttpResponse.json(row, { status });
  };

  const list = http.get(path, ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const query = parse(params);
    const all = stored.filter((row) => options.matches(row, query));
    const page = all.slice((query.page - 1) * query.limit, query.page * query.limit);
    return HttpResponse.json(options.answer(page, all, query, stored) as Record<string, unknown>);
  });
  const writeHandlers = (saved: NonNullable<typeof save>) => [
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Body;
      writes.push({ method: 'POST', body });
      return written(saved(body, 900, undefined, stored), 201, (row) => {
        stored = createdAt === 'start' ? [row, ...stored] : [...stored, row];
      });
    }),
    http.put(`${path}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Body;
      writes.push({ method: 'PUT', id, body });
      const before = stored.find((row) => row.id === id);
      return written(saved(body, id, before, stored), 200, (row) => {
        stored = stored.map((other) => (other.id === id ? row : other));
      });
    }),
    http.delete(`${path}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      const answer =
        options.remove?.(
          stored.find((row) => row.id === id),
          id,
        ) ?? HttpResponse.json({ ok: true });
      if (answer.ok) stored = stored.filter((row) => row.id !== id);
      return answer;
    }),
  ];

  return {
    handlers: [list, ...(save ? writeHandlers(save) : [])],
    writes,
    /** Every list request's query string as the screen sent it, in order. */
    listRequests,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => parse(listRequests.at(-1)),
    /** The last list request's query string as the screen sent it, before any parsing. */
    lastParams: () => listRequests.at(-1) ?? new URLSearchParams(),
    listRequestCount: () => listRequests.length,
    /** What the server holds now. */
    stored: () => stored,
    /**
     * Adds rows behind the screen's back (another user's write, a sync): last, or first where
     * the list is newest first.
     */
    add: (more: Row[], at: 'start' | 'end' = 'end') => {
      stored = at === 'start' ? [...more, ...stored] : [...stored, ...more];
    },
    /** Changes the stored rows (an area's own route, such as Mark read, or another user). */
    update: (change: (rows: Row[]) => Row[]) => {
      stored = change(stored);
    },
  };
}
