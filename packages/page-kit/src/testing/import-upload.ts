import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_KIND_RULES, type ImportKind } from '@trellis/contracts';
import { IMPORT_LABELS } from '../import/import-labels';

/**
 * Opens a list's import dialog from its Import button and chooses `file`, which uploads it;
 * answers the dialog.
 */
export async function uploadToImport(kind: ImportKind, file: File): Promise<HTMLElement> {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: IMPORT_LABELS.open }));
  const dialog = await screen.findByRole('dialog', {
    name: IMPORT_LABELS.title(IMPORT_KIND_RULES[kind].noun.many),
  });
  await user.upload(within(dialog).getByLabelText(IMPORT_LABELS.file), file);
  return dialog;
}
