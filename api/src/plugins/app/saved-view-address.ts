import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { SAVED_VIEW_MESSAGES, SAVED_VIEW_PARAM, type SavedViewList } from '@trellis/contracts';
import { AppError, badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { cacheForgettingOnChange } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';
import type { Config } from '../../config';
import type { SavedViewRow } from '../../repositories/saved-views-repository';
import { isId } from '../../lib/row-id';
import { readableView } from '../../routes/views/view-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The list this route answers, whose saved views a link opens: its address with
     * `?saved=<id>` alone answers the list as that view shows it.
     */
    savedViewList?: SavedViewList;
  }
}

/** A view's stored address parameters as a parsed query (a repeated one as a list). */
function queryOf(stored: string): Record<string, string | string[]> {
  const params = new URLSearchParams(stored);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/**
 * The parameters of a view's query that the list's query schema accepts, each on its own: a
 * filter the list no longer takes (a status that was renamed, an import that was forgotten) is
 * left out, as the browser leaves it out when it opens the view (with its notice), so the link
 * answers the list rather than failing its first request.
 */
function acceptedBy(
  schema: unknown,
  query: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const shape = (schema as z.ZodObject | undefined)?.shape as Record<string, z.ZodType> | undefined;
  if (!shape) return query;
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => !(key in shape) || shape[key]!.safeParse(value).success,
    ),
  );
}

type OpenedView = Pick<SavedViewRow, 'owner_id' | 'list' | 'shared' | 'query'>;

/**
 * The view, from this process's memory when it read it a moment ago (the reader's right to it
 * is checked on every request all the same); a view that does not exist is never remembered.
 */
async function viewToOpen(request: FastifyRequest, id: number, cache: ReadCache | null) {
  const read = () => request.server.savedViewsRepository.opening(id);
  if (!cache) return read();
  const json = await cache.get(String(id), async () => {
    const view = await read();
    if (!view) throw new AppError('NOT_FOUND', SAVED_VIEW_MESSAGES.notFound);
    return JSON.stringify(view);
  });
  return JSON.parse(json) as OpenedView;
}

/**
 * Before validation: a list's address naming a saved view alone becomes the view's own query,
 * so a shared link answers in one request, as fast as the list's own address. The reader must
 * be able to read the view (their own, or shared) and the view must be of this list; any other
 * parameter beside it means the address is explicit, and the view is left out.
 */
async function openSavedView(
  request: FastifyRequest,
  list: SavedViewList,
  cache: ReadCache | null,
): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const names = Object.keys(query ?? {});
  if (names.length !== 1 || names[0] !== SAVED_VIEW_PARAM) return;
  const id = Number(query![SAVED_VIEW_PARAM]);
  if (!isId(id))
    throw badRequest(SAVED_VIEW_MESSAGES.badId, [
      { path: SAVED_VIEW_PARAM, message: SAVED_VIEW_MESSAGES.badId },
    ]);
  const view = await readableView(request, await viewToOpen(request, id, cache));
  if (view.list !== list) throw new AppError('NOT_FOUND', SAVED_VIEW_MESSAGES.notFound);
  request.query = acceptedBy(request.routeOptions.schema?.querystring, queryOf(view.query));
}

/** Documents the parameter on the list's operation, with the 404 a view it cannot read gets. */
function documentSavedView(route: RouteOptions) {
  if (!route.config?.savedViewList || !route.schema) return;
  const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  schema.response = { ...errorResponses(404), ...schema.response };
  if (schema.hide) return;
  const line = `**Saved view:** \`?${SAVED_VIEW_PARAM}=<id>\` alone answers the list as that view (yours, or one shared) shows it; 404 for a view you cannot read or of another list.`;
  schema.description = [schema.description, line].filter(Boolean).join('\n\n');
}

export default fp(
  async function savedViewAddress(fastify: FastifyInstance, { config }: { config: Config }) {
    fastify.addHook('onRoute', documentSavedView);
    // Remembered as long as a session is: a link opened again costs the list alone.
    const cache =
      config.SESSION_CACHE_MS > 0
        ? await cacheForgettingOnChange(fastify, {
            lifetimeMs: config.SESSION_CACHE_MS,
            channel: 'trellis_saved_views_changed',
          })
        : null;
    fastify.addHook('preValidation', async (request) => {
      const list = request.routeOptions.config?.savedViewList;
      if (list) await openSavedView(request, list, cache);
    });
  },
  { name: 'saved-view-address', dependencies: ['permissions', 'notice-listener'] },
);
