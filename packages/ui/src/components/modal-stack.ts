import { createContext } from 'react';

// The dialogs open right now. Escape belongs to the topmost one wherever focus is (a button that
// disables itself while saving drops focus to the page body, out of the dialog's own key
// handler), and only it pulls stray focus back inside. The topmost is the most deeply nested
// (a confirmation opened from a dialog sits above it even when both mount together, when React
// runs the inner one's effects first), then the last opened.

/** How many dialogs enclose this one in the React tree. */
export const ModalDepth = createContext(0);

interface OpenModal {
  dialog: HTMLElement;
  depth: number;
  order: number;
}

const open: OpenModal[] = [];
let opened = 0;

export function pushModal(dialog: HTMLElement, depth: number): () => void {
  const entry = { dialog, depth, order: (opened += 1) };
  open.push(entry);
  return () => {
    const at = open.indexOf(entry);
    if (at >= 0) open.splice(at, 1);
  };
}

export function isTopModal(dialog: HTMLElement | null): boolean {
  const top = open.reduce<OpenModal | undefined>(
    (best, m) =>
      !best || m.depth > best.depth || (m.depth === best.depth && m.order > best.order) ? m : best,
    undefined,
  );
  return dialog !== null && top?.dialog === dialog;
}
