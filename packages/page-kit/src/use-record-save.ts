import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@trellis/platform';

interface SavingResource<Body, CreateBody> {
  useCreate: () => UseMutationResult<unknown, Error, CreateBody>;
  useUpdate: () => UseMutationResult<unknown, Error, { id: number; body: Body }>;
}

/**
 * An add-or-edit form's save: creates when `record` is null, else updates it, toasts
 * `created` or `updated`, and closes. `close` also clears a failed save, so the form opens clean.
 */
export function useRecordSave<Body, CreateBody = Body>(
  resource: SavingResource<Body, CreateBody>,
  record: { id: number } | null,
  toasts: { created: string; updated: string },
  onClose: () => void,
) {
  const create = resource.useCreate();
  const update = resource.useUpdate();
  const saving = record ? update : create;
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const submit = (body: Body & CreateBody) => {
    const onSuccess = () => {
      toast(record ? toasts.updated : toasts.created, 'success');
      close();
    };
    if (record) update.mutate({ id: record.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };
  return { submit, close, pending: saving.isPending, error: saving.error };
}
