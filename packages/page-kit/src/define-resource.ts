import { useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { SAVED_VIEW_PARAM } from '@trellis/contracts';
import {
  apiFetch,
  listUrl,
  realtime,
  useListSearchParams,
  type SubscribableEvent,
} from '@trellis/platform';
import { useLinkedView } from './saved-views/linked-view';

/** A body with files goes as multipart, any other as JSON. */
const payload = (body: unknown) => (body instanceof FormData ? { body } : { json: body });

/** The types one area's list answers with, from its contract (the query comes from its schema). */
export interface ListResourceTypes {
  /** A list page's response. */
  list: unknown;
}

/** The types one area's records are read and written with. */
export interface ResourceTypes extends ListResourceTypes {
  /** One record, as a read or a write answers it. */
  item: unknown;
  /** The body of a full update, and of a create unless `createBody` says otherwise. */
  body: unknown;
  /** A create's body where it differs from an update's (an invitation). */
  createBody?: unknown;
}

export interface ListResourceConfig<Q extends z.ZodObject> {
  /** The root of every query key of the area ('holidays'). */
  key: string;
  /** The list's endpoint; a create is a POST to it. */
  listPath: string;
  /** The list's query schema, as the API parses it: the address is read and written with it. */
  listQuery: Q;
  /** The events after which another user's write has changed what the area shows. */
  events: readonly SubscribableEvent[];
}

export interface ResourceConfig<Q extends z.ZodObject> extends ListResourceConfig<Q> {
  /** One record's endpoint: GET reads it, PUT updates it, DELETE removes it. */
  itemPath: (id: number) => string;
}

/**
 * An area's list from its contract: query keys, the list query, the list's address, refreshing
 * on another user's write, and `useRefreshingMutation` for the area's own actions (Mark paid, a
 * sync). Written `defineListResource<{ list }>()({ key, ... })`: the response type is named, the
 * query's is inferred from its schema.
 */
export const defineListResource =
  <T extends ListResourceTypes>() =>
  <Q extends z.ZodObject>(config: ListResourceConfig<Q>) =>
    listResource<T, Q>(config);

/**
 * An area whose records are read, created, updated and deleted one by one: the list resource
 * plus those four, each write refreshing what the area shows. Written
 * `defineResource<{ list, item, body }>()({ key, listPath, itemPath, ... })`.
 */
export const defineResource =
  <T extends ResourceTypes>() =>
  <Q extends z.ZodObject>(config: ResourceConfig<Q>) =>
    recordResource<T, Q>(config);

function listResource<T extends ListResourceTypes, Q extends z.ZodObject>({
  key,
  listPath,
  listQuery,
  events,
}: ListResourceConfig<Q>) {
  type Query = z.output<Q>;
  const keys = {
    all: [key] as const,
    lists: () => [key, 'list'] as const,
    list: (query: Query) => [key, 'list', query] as const,
    detail: (id: number) => [key, 'detail', id] as const,
    /** A key of the area's own beside its lists (an option list): cleared with `all`. */
    of: (...parts: unknown[]): QueryKey => [key, ...parts],
  };

  function useList(query: Query) {
    // A link naming a saved view alone is answered by the view's id, in one request, while the
    // view itself is fetched to fill in the filters (which then reads the same list again).
    const linked = useLinkedView();
    const asked: Record<string, unknown> =
      linked === null ? (query as Record<string, unknown>) : { [SAVED_VIEW_PARAM]: linked };
    return useQuery({
      queryKey: keys.list(asked as Query),
      queryFn: () => apiFetch<T['list']>(listUrl(listPath, asked)),
      placeholderData: keepPreviousData,
    });
  }

  /**
   * A write that refreshes what the area shows once it succeeds: its lists, the records open and
   * its option lists (a renamed record is a new choice).
   */
  function useRefreshingMutation<V, R>(write: (variables: V) => Promise<R>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: write,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  /**
   * Another user's write refreshes everything of the area, its option lists too. This tab's own
   * writes are skipped: their mutation has already refreshed them.
   */
  function useLiveUpdates() {
    const queryClient = useQueryClient();
    useEffect(() => {
      const refresh = (_data: unknown, meta: { own: boolean }) => {
        if (!meta.own) void queryClient.invalidateQueries({ queryKey: keys.all });
      };
      const stops = events.map((event) => realtime.subscribe(event, refresh));
      return () => stops.forEach((stop) => stop());
    }, [queryClient]);
  }

  /**
   * The list's page, search, filters and sort in the address. Any change of what is listed starts
   * again from page 1, since the old page may no longer exist; a change of how it is shown (an
   * analysis's basis, a view) keeps the page.
   */
  function useListParams() {
    const { query, update } = useListSearchParams(listQuery);
    // Every list query schema has a page (the contracts' list query base).
    const onPage = (page: number) => ({ page }) as unknown as Partial<Query>;
    return {
      query,
      setPage: (page: number) => update(onPage(page)),
      setFilters: (changes: Partial<Query>) => update({ ...changes, ...onPage(1) }),
      setView: (changes: Partial<Query>) => update(changes),
    };
  }

  return { keys, useList, useRefreshingMutation, useLiveUpdates, useListParams };
}

function recordResource<T extends ResourceTypes, Q extends z.ZodObject>(config: ResourceConfig<Q>) {
  type CreateBody = T extends { createBody: infer C } ? C : T['body'];
  const list = listResource<T, Q>(config);
  const { keys, useRefreshingMutation } = list;
  const { listPath, itemPath } = config;

  /** One record, when `id` is known. */
  function useDetail(id: number | null) {
    return useQuery({
      queryKey: keys.detail(id ?? 0),
      queryFn: () => apiFetch<T['item']>(itemPath(id!)),
      enabled: id !== null,
    });
  }

  const useCreate = () =>
    useRefreshingMutation((body: CreateBody) =>
      apiFetch<T['item']>(listPath, { method: 'POST', ...payload(body) }),
    );
  const useUpdate = () =>
    useRefreshingMutation(({ id, body }: { id: number; body: T['body'] }) =>
      apiFetch<T['item']>(itemPath(id), { method: 'PUT', ...payload(body) }),
    );

  /** The deleted record's own query is dropped first, so nothing asks for it again. */
  function useDelete<R = { ok: true }>() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => apiFetch<R>(itemPath(id), { method: 'DELETE' }),
      onSuccess: (_answer, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        return queryClient.invalidateQueries({ queryKey: keys.all });
      },
    });
  }

  return { ...list, useDetail, useCreate, useUpdate, useDelete };
}
