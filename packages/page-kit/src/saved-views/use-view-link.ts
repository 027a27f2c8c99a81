import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toast } from '@trellis/platform';
import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_PARAM,
  type SavedViewItem,
  type SavedViewList,
} from '@trellis/contracts';
import { applicableView } from './apply-view';
import { useLinkedView } from './linked-view';
import { fetchSavedView, useSavedViews } from './use-saved-views';

/** Navigation state of "the list's own view": an empty address that must not open the default. */
export const OWN_VIEW_STATE = { ownView: true } as const;

/**
 * Opens a view into the list's address: `?saved=<id>` alone (a shared link) becomes the view's
 * filter, sort and page size; a bare address (the sidebar) becomes the user's default view.
 * `keep` names the list's own parameters beside its query schema (its display).
 */
export function useViewLink(
  list: SavedViewList,
  schema: z.ZodObject,
  keep: readonly string[] = [],
) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const views = useSavedViews(list);
  const opened = useRef<string | null>(null);

  const open = (view: SavedViewItem, notice = true) => {
    const { params, fellBack } = applicableView(schema, view, keep);
    params.set(SAVED_VIEW_PARAM, String(view.id));
    navigate({ search: params.toString() }, { replace: true });
    if (fellBack && notice) toast(SAVED_VIEW_MESSAGES.fallback, 'warning');
  };

  const linked = useLinkedView();
  const onlyView = linked !== null;
  useEffect(() => {
    if (!onlyView || opened.current === linked) return;
    opened.current = linked;
    const id = Number(linked);
    if (!Number.isInteger(id) || id <= 0) return;
    fetchSavedView(id).then(open, (error: Error) => toast(error.message, 'error'));
    // Opening depends only on the linked id; `open` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onlyView, linked]);

  const bare =
    [...searchParams.keys()].length === 0 &&
    !(location.state as typeof OWN_VIEW_STATE | null)?.ownView;
  const defaultView = views.data?.items.find((view) => view.id === views.data?.default_view_id);
  useEffect(() => {
    if (bare && defaultView) open(defaultView);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bare, defaultView?.id]);

  return { views, open };
}
