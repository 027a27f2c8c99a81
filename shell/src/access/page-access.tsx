import { pagePermission } from '@trellis/contracts/constants';
import { usePermissions, useSessionStore } from '@trellis/platform/core';
import { Outlet, useLocation } from 'react-router';
import { NoAccessPage } from './no-access-page';
import { WaitingPage } from './waiting-page';

/**
 * Mounts the page only when the user's role allows it; otherwise says why, inside the layout,
 * without loading the remote. A permission that arrives live (an approval, a new role) shows the
 * page at once.
 */
export function PageAccess() {
  const { pathname, search } = useLocation();
  const needed = pagePermission(pathname, search);
  const permissions = usePermissions();
  const pending = useSessionStore((s) => s.user?.status === 'pending');
  if (needed === null || permissions.includes(needed)) return <Outlet />;
  if (pending) return <WaitingPage />;
  return <NoAccessPage permission={needed} />;
}
