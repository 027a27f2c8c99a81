import type { BadgeTone } from '@trellis/ui/basics';

/** Badge caps, wide and collapsed (a collapsed sidebar has room for one digit). */
export const BADGE_CAP = { wide: 99, collapsed: 9 } as const;

export interface SidebarBadge {
  text: string;
  tone: BadgeTone;
}

/** A count badge: hidden at 0, capped ('99+' wide, '9+' collapsed), green when live, red when not. */
export function sidebarBadge(
  count: number | undefined,
  collapsed: boolean,
  connected: boolean,
): SidebarBadge | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  const cap = collapsed ? BADGE_CAP.collapsed : BADGE_CAP.wide;
  return {
    text: count > cap ? `${cap}+` : String(Math.floor(count)),
    tone: connected ? 'success' : 'danger',
  };
}
