// What an area declares about itself, once, in `src/<area>/area.ts`. The product's central lists
// (API and browser paths, event names and audiences, audit actions, the sidebar, the remotes'
// mounts, the Activity page's areas) are built from every area's descriptor, found by the
// generated index `src/areas.generated.ts`; no list names an area by hand. Zod-free, so the
// shell's start-up code can read the descriptors without loading the schemas.
import type { Counts } from '../counts';
import type { Permission } from '../permissions';

/**
 * The icons an area's sidebar entry may use (the shell maps each name to its component). Each is
 * in the shell's start-up code, which has a size budget, so the set stays small: add a name here
 * and in the shell's map when an area needs another.
 */
export const AREA_ICON_NAMES = [
  'Bell',
  'CalendarDays',
  'CalendarOff',
  'HardHat',
  'Package',
  'Receipt',
  'Shapes',
  'ShieldCheck',
  'Target',
  'Ticket',
  'UserCog',
  'Users',
  'Wallet',
] as const;
export type AreaIconName = (typeof AREA_ICON_NAMES)[number];

/** A path builder for one record's API route. */
type RoutePath = string | ((...ids: (number | string)[]) => string);

export interface AreaSidebarEntry {
  label: string;
  icon: AreaIconName;
  /** Where the entry sits among the others (the shell's own entries are numbered in tens). */
  order: number;
  /** The main list, or the Settings group below it. */
  section: 'main' | 'settings';
  /** The live counter its badge shows. */
  badge?: keyof Counts;
}

export interface AreaDescriptor {
  /** The area's name in the audit trail and the event names (`vehicle`, `system_user`). */
  entity: string;
  /** What the Activity page's Area filter calls it. */
  label: string;
  /** Its API paths, merged into `API_ROUTES` under these keys. */
  apiRoutes: Readonly<Record<string, RoutePath>>;
  /** Its browser paths, merged into `APP_ROUTES` under these keys. */
  appRoutes: Readonly<Record<string, string>>;
  /** Its realtime events by key (merged into `REALTIME_EVENTS`), each with who may hear it. */
  events: Readonly<Record<string, { name: string; audience: Permission }>>;
  /** Every action its routes record in the audit trail. */
  auditActions: readonly string[];
  sidebar?: AreaSidebarEntry & { path: string };
  /**
   * Its list's saved views: the list's name (`/api/views?list=`), what opening the list takes,
   * and what sharing a view of it with everyone takes (changing the list's records).
   */
  savedViews?: { list: string; read: Permission; share: Permission };
  /** The screen the shell mounts, and the remote (package name) that serves it. */
  screen?: { path: string; remote: string };
}

/** An area's descriptor, its literal types kept so the merged lists stay exact. */
export const defineArea = <const A extends AreaDescriptor>(area: A): A => area;

/** What happened to a record, as its realtime events name it. */
export type RecordEventKind = 'created' | 'updated' | 'deleted';

/**
 * A record's events (`<key>Created`: `<name>:created`, and so on for `kinds`), each heard by
 * whoever holds `audience`.
 */
export function recordEvents<
  const K extends string,
  const N extends string,
  const V extends RecordEventKind = RecordEventKind,
>(
  key: K,
  name: N,
  audience: Permission,
  kinds: readonly V[] = ['created', 'updated', 'deleted'] as V[],
): { readonly [P in V as `${K}${Capitalize<P>}`]: { name: `${N}:${P}`; audience: Permission } } {
  return Object.fromEntries(
    kinds.map((kind) => [
      `${key}${kind[0]!.toUpperCase()}${kind.slice(1)}`,
      { name: `${name}:${kind}`, audience },
    ]),
  ) as { readonly [P in V as `${K}${Capitalize<P>}`]: { name: `${N}:${P}`; audience: Permission } };
}
