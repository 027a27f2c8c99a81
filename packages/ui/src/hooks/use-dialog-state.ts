import { useState } from 'react';

/**
 * One dialog's subject and whether it is open. The subject stays set after closing, so the
 * dialog keeps its content while its closing animation plays; `instance` changes on every
 * opening, so a form keyed by it starts afresh each time.
 */
export interface DialogState<T> {
  subject: T | null;
  open: boolean;
  instance: number;
  show: (subject: T) => void;
  close: () => void;
}

/** What a dialog reads of its `useDialogState`: it never opens one itself. */
export type DialogView<T> = Pick<DialogState<T>, 'subject' | 'open' | 'instance' | 'close'>;

export function useDialogState<T>(): DialogState<T> {
  const [state, setState] = useState<{ subject: T | null; open: boolean; instance: number }>({
    subject: null,
    open: false,
    instance: 0,
  });
  return {
    subject: state.subject,
    open: state.open && state.subject !== null,
    instance: state.instance,
    show: (subject: T) => setState((s) => ({ subject, open: true, instance: s.instance + 1 })),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
