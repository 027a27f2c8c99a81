import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { z } from 'zod';
import { toast, usePermissions } from '@trellis/platform';
import {
  SAVED_VIEW_LABELS,
  SAVED_VIEW_LISTS,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_PARAM,
  type SavedViewItem,
  type SavedViewList,
} from '@trellis/contracts';
import { Menu, type MenuItem } from '@trellis/ui/menu';
import { OWN_VIEW_STATE, useViewLink } from './use-view-link';
import { useSavedViewWrites } from './use-saved-views';

// The save dialog loads when first asked for: every list ships its Views menu with its first
// screen, and most visits never save a view.
const SaveViewDialog = lazy(() =>
  import('./save-view-dialog').then((m) => ({ default: m.SaveViewDialog })),
);

export interface ViewsMenuProps {
  list: SavedViewList;
  /** The list's query schema: a view's parameters the list would not take are left out. */
  schema: z.ZodObject;
  /** The list's parameters outside its query schema that a view keeps (its display). */
  keep?: readonly string[];
}

const viewLabel = (view: SavedViewItem) =>
  view.mine ? view.name : `${view.name} (${SAVED_VIEW_LABELS.sharedBy(view.owner.name)})`;

/**
 * A list's Views menu: the list's own view, the user's views, those shared with everyone, and
 * saving the current filter, sort and page size as a view. Opening one writes it into the
 * address, so a view is also a link (`?saved=<id>`).
 */
export function ViewsMenu({ list, schema, keep }: ViewsMenuProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [saving, setSaving] = useState(false);
  // Mounted from the first save on, so the dialog closes (and hands focus back) as a dialog does.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (saving && !dialogWanted) setDialogWanted(true);
  const { views, open } = useViewLink(list, schema, keep);
  const { remove, setDefault } = useSavedViewWrites(list);
  const canShare = permissions.includes(SAVED_VIEW_LISTS[list].share);
  const items = views.data?.items ?? [];
  const active = items.find((view) => String(view.id) === searchParams.get(SAVED_VIEW_PARAM));

  const ownView = () => navigate({ search: '' }, { state: OWN_VIEW_STATE });
  const copyLink = async (view: SavedViewItem) => {
    await navigator.clipboard.writeText(
      `${window.location.origin}${location.pathname}?${SAVED_VIEW_PARAM}=${view.id}`,
    );
    toast(SAVED_VIEW_MESSAGES.linkCopied, 'success');
  };
  const deleteView = (view: SavedViewItem) =>
    remove.mutate(view.id, {
      onSuccess: () => {
        toast(SAVED_VIEW_MESSAGES.deleted, 'success');
        ownView();
      },
      onError: (error) => toast(error.message, 'error'),
    });
  const toggleDefault = (view: SavedViewItem) =>
    setDefault.mutate(view.is_default ? null : view.id, {
      onSuccess: () =>
        toast(
          view.is_default ? SAVED_VIEW_MESSAGES.defaultCleared : SAVED_VIEW_MESSAGES.defaultSet,
          'success',
        ),
    });

  const menuItems: MenuItem[] = [
    { key: 'own', label: SAVED_VIEW_LABELS.defaultView, onSelect: ownView },
    ...items.map((view) => ({
      key: `view-${view.id}`,
      label: viewLabel(view),
      onSelect: () => open(view),
    })),
    { key: 'save', label: SAVED_VIEW_LABELS.save, onSelect: () => setSaving(true) },
    ...(active
      ? [
          { key: 'copy', label: SAVED_VIEW_LABELS.copyLink, onSelect: () => void copyLink(active) },
          {
            key: 'default',
            label: active.is_default
              ? SAVED_VIEW_LABELS.clearDefault
              : SAVED_VIEW_LABELS.makeDefault,
            onSelect: () => toggleDefault(active),
          },
          {
            key: 'delete',
            label: SAVED_VIEW_LABELS.delete,
            danger: true,
            hidden: !active.mine && !(active.shared && canShare),
            onSelect: () => deleteView(active),
          },
        ]
      : []),
  ];

  return (
    <>
      <Menu
        trigger={
          <>
            {active ? active.name : SAVED_VIEW_LABELS.menu}
            <ChevronDown size={16} aria-hidden />
          </>
        }
        triggerLabel={`${SAVED_VIEW_LABELS.menu}${active ? `: ${active.name}` : ''}`}
        items={menuItems}
      />
      {dialogWanted && (
        <Suspense fallback={null}>
          <SaveViewDialog
            open={saving}
            onClose={() => setSaving(false)}
            list={list}
            search={searchParams.toString()}
            canShare={canShare}
            onSaved={(id) => {
              const params = new URLSearchParams(searchParams);
              params.set(SAVED_VIEW_PARAM, String(id));
              navigate({ search: params.toString() }, { replace: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
