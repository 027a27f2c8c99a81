import { toast } from '../toast/toast-store';

const listeners = new Set<() => void>();

/** Called after a refusal (the session store reloads the user, whose role may have changed). */
export function onPermissionDenied(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A 403 PERMISSION_DENIED from any call: the server's sentence says which permission was
 * missing, so it is shown as it is. Screens that toast their own failure show the same text, and
 * the toast store shows one toast for both.
 */
export function handlePermissionDenied(message: string): void {
  toast(message, 'error');
  listeners.forEach((listener) => listener());
}
