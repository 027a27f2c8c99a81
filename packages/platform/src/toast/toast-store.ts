import { create } from 'zustand';

export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  duration: number;
}

export const DEFAULT_TOAST_DURATION_MS = 4000;

interface ToastState {
  toasts: Toast[];
  show(message: string, type?: ToastType, duration?: number): string;
  dismiss(id: string): void;
}

let sequence = 0;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(message, type = 'info', duration = DEFAULT_TOAST_DURATION_MS) {
    // One failure may be reported twice (the API client and the screen): show it once.
    const same = get().toasts.find((t) => t.message === message && t.type === type);
    if (same) return same.id;
    sequence += 1;
    const id = `toast-${sequence}`;
    set((s) => ({ toasts: [...s.toasts, { id, message, type, duration }] }));
    if (duration > 0) setTimeout(() => get().dismiss(id), duration);
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** The global toast function: any screen can show a toast without wiring. */
export function toast(
  message: string,
  type: ToastType = 'info',
  duration = DEFAULT_TOAST_DURATION_MS,
): string {
  return useToastStore.getState().show(message, type, duration);
}
