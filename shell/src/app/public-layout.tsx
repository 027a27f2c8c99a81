import { Outlet } from 'react-router';
import { useToastStore } from '@trellis/platform/core';
import { ToastViewport } from '@trellis/ui/toasts';

/** Public pages have no app frame, but toasts still show. */
export function PublicLayout() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <>
      <Outlet />
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
