import { type FormEvent, useId, useState } from 'react';
import { ApiError, toast } from '@trellis/platform';
import {
  HIDDEN_COLUMNS_PARAM,
  SAVED_VIEW_LABELS,
  SAVED_VIEW_MESSAGES,
  savedViewBodySchema,
  savedViewQuery,
  type SavedViewList,
} from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { Checkbox, Field, fieldErrorId, TextInput } from '@trellis/ui/forms';
import { hiddenColumnsOf } from '../columns/column-keys';
import { StyledForm, StyledFormButtons } from '../form-layout';
import { useSavedViewWrites } from './use-saved-views';

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  list: SavedViewList;
  /** The list's address parameters now: what the view keeps, its hidden columns apart. */
  search: string;
  /** Whether the user may share views of this list with everyone. */
  canShare: boolean;
  /** Called with the saved view's id, so the list's address can name it. */
  onSaved: (id: number) => void;
}

/** Names the list's current filter, sort and page size as a view; optionally shared and default. */
export function SaveViewDialog({
  open,
  onClose,
  list,
  search,
  canShare,
  onSaved,
}: SaveViewDialogProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string>();
  const { save, setDefault } = useSavedViewWrites(list);

  const close = () => {
    setName('');
    setShared(false);
    setMakeDefault(false);
    setError(undefined);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The view keeps its hidden columns in their own field, not among the list's filters.
    const params = new URLSearchParams(search);
    const hiddenColumns = hiddenColumnsOf(params);
    params.delete(HIDDEN_COLUMNS_PARAM);
    const body = {
      list,
      name,
      shared,
      query: savedViewQuery(params.toString()),
      hidden_columns: hiddenColumns,
    };
    const checked = savedViewBodySchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues.find((issue) => issue.path[0] === 'name')?.message);
      return;
    }
    try {
      const view = await save.mutateAsync(body);
      if (makeDefault) await setDefault.mutateAsync(view.id);
      toast(SAVED_VIEW_MESSAGES.saved, 'success');
      onSaved(view.id);
      close();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : String(failure);
      if (failure instanceof ApiError && failure.details?.some((d) => d.path === 'name'))
        setError(message);
      else toast(message, 'error');
    }
  };

  return (
    <Modal open={open} onClose={close} title={SAVED_VIEW_LABELS.save.replace('…', '')} size="sm">
      <StyledForm onSubmit={handleSubmit} noValidate>
        <Field label={SAVED_VIEW_LABELS.name} htmlFor={nameId} error={error}>
          <TextInput
            id={nameId}
            value={name}
            invalid={Boolean(error)}
            aria-describedby={error ? fieldErrorId(nameId) : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        {canShare && (
          <Checkbox
            label={SAVED_VIEW_LABELS.shared}
            checked={shared}
            onChange={(event) => setShared(event.target.checked)}
          />
        )}
        <Checkbox
          label={SAVED_VIEW_LABELS.makeDefault}
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        <StyledFormButtons>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </StyledFormButtons>
      </StyledForm>
    </Modal>
  );
}
