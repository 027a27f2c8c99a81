import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@trellis/platform';
import {
  API_ROUTES,
  type SavedViewBodyInput,
  type SavedViewItem,
  type SavedViewList,
  type SavedViewListResponse,
} from '@trellis/contracts';

const viewsKey = (list: SavedViewList) => ['saved-views', list] as const;

/** A list's views for the signed-in user, and which one is their default. */
export const useSavedViews = (list: SavedViewList, enabled = true) =>
  useQuery({
    queryKey: viewsKey(list),
    queryFn: () => apiFetch<SavedViewListResponse>(`${API_ROUTES.views}?list=${list}`),
    enabled,
  });

/** One view, as a link to it opens it. */
export const fetchSavedView = (id: number) => apiFetch<SavedViewItem>(API_ROUTES.view(id));

/** Saving, deleting and choosing the default, each refreshing the list's views. */
export function useSavedViewWrites(list: SavedViewList) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  const save = useMutation({
    mutationFn: (body: SavedViewBodyInput) =>
      apiFetch<SavedViewItem>(API_ROUTES.views, { method: 'POST', json: body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(API_ROUTES.view(id), { method: 'DELETE' }),
    onSuccess,
  });
  const setDefault = useMutation({
    mutationFn: (viewId: number | null) =>
      apiFetch(API_ROUTES.viewDefault, { method: 'PUT', json: { list, view_id: viewId } }),
    onSuccess,
  });
  return { save, remove, setDefault };
}
