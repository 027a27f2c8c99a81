import { lazy, Suspense, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { usePermission } from '@trellis/platform';
import { IMPORT_KIND_RULES, type DataImport, type ImportKind } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';

// The dialog (upload, columns, preview, errors, progress) loads on the first click: every list
// that takes files ships this button with its first screen, and most visits never import. No
// icon either, for the same reason: each one is a few hundred bytes of that first screen.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((m) => ({ default: m.ImportDialog })),
);

export interface ImportButtonProps {
  kind: ImportKind;
  /** The queries an import may change (default: everything under the kind's key, `[kind]`). */
  queryKey?: QueryKey;
  /** Once an import is written, after its list's queries are refreshed. */
  onImported?: (result: DataImport) => void;
  /** Filters the list to an import's records, offered when it is written. */
  onShowImported?: (importId: number) => void;
}

/** 'Import' above a list, for readers who may create its records: a file's rows become records. */
export function ImportButton({ kind, queryKey, onImported, onShowImported }: ImportButtonProps) {
  const allowed = usePermission(IMPORT_KIND_RULES[kind].permission);
  // null until the first click: the dialog's code is asked for only then.
  const [open, setOpen] = useState<boolean | null>(null);
  if (!allowed) return null;
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Import
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ImportDialog
            kind={kind}
            open={open}
            onClose={() => setOpen(false)}
            queryKey={queryKey}
            onImported={onImported}
            onShowImported={onShowImported}
          />
        </Suspense>
      )}
    </>
  );
}
