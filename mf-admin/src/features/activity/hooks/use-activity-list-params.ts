import { auditListQuerySchema } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';

// An empty choice is no filter: absent from the address, not `?entity=`.
const orNone = (value: string) => value || undefined;

/** The Activity page's address, parsed with the API's own query schema. */
export function useActivityListParams() {
  const { query, update } = useListSearchParams(auditListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setActor: (actorId: number | undefined) => update({ actor_id: actorId, page: 1 }),
    setEntity: (entity: string) =>
      update({ entity: orNone(entity), entity_id: undefined, page: 1 }),
    setAction: (action: string) => update({ action: orNone(action), page: 1 }),
    setFrom: (from: string) => update({ from: orNone(from), page: 1 }),
    setTo: (to: string) => update({ to: orNone(to), page: 1 }),
    clearFilters: () =>
      update({
        search: '',
        actor_id: undefined,
        entity: undefined,
        entity_id: undefined,
        action: undefined,
        from: undefined,
        to: undefined,
        page: 1,
      }),
  };
}
