import { pagePermission, type Permission } from '@trellis/contracts/constants';
import type { SidebarItem } from './sidebar-items';

/** The entries whose page the user may open: nobody is offered a page that would say no. */
export function visibleSidebarItems(
  items: readonly SidebarItem[],
  permissions: readonly Permission[],
): SidebarItem[] {
  return items.filter((item) => {
    const needed = pagePermission(item.to);
    return needed === null || permissions.includes(needed);
  });
}
