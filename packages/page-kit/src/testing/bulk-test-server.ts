import {
  BULK_ACTION_OFFERS,
  bulkPath,
  type BulkActionOffer,
  type BulkList,
  type BulkRun,
} from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import { http, HttpResponse, setupApiServer } from '@trellis/platform/testing';

/** A bulk call's body, as the list's bulk path received it. */
export interface PostedBulkBody {
  action: string;
  params: Record<string, unknown>;
  ids?: number[];
  filter?: string;
}

export interface BulkTestServerOptions {
  /** How many records a run by the list's filter takes (one by ids takes as many as it names). */
  matching?: number;
  /** Whether a run offers Undo; by default as the contract says of its action (a delete not). */
  undoable?: boolean;
}

/**
 * The test file's fake API (`setupApiServer`) with the list's bulk call: the body of each POST
 * to `bulkPath(list)` goes into `posted`, and the run is done at once, every record changed.
 * Before each test `posted` and the toasts are emptied. Call it once, at the top of the file,
 * and give the list's own handlers with `server.use(...)`.
 */
export function setupBulkTestServer(
  list: BulkList,
  { matching = 0, undoable }: BulkTestServerOptions = {},
) {
  const posted: PostedBulkBody[] = [];
  const offers: Record<string, BulkActionOffer | undefined> = BULK_ACTION_OFFERS[list];
  const server = setupApiServer(
    http.post(bulkPath(list), async ({ request }) => {
      const body = (await request.json()) as PostedBulkBody;
      posted.push(body);
      const total = body.ids?.length ?? matching;
      const run: BulkRun = {
        id: posted.length,
        list,
        action: body.action,
        state: 'done',
        total,
        processed: total,
        succeeded: total,
        failures: [],
        undo_until:
          (undoable ?? offers[body.action]?.undoable)
            ? new Date(Date.now() + 600_000).toISOString()
            : null,
        created_at: '2026-11-29T10:00:00.000Z',
      };
      return HttpResponse.json(run);
    }),
  );
  beforeEach(() => {
    posted.length = 0;
    useToastStore.setState({ toasts: [] });
  });
  return { server, posted };
}
