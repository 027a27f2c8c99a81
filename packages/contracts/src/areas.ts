// The product's lists that every area adds to, built from the areas' descriptors (each area's
// `src/<area>/area.ts`, found by the generated index). Zod-free, like the descriptors.
import type { AreaDescriptor, AreaSidebarEntry } from './common/area-descriptor';
import type { Permission } from './permissions';
import { AREAS } from './areas.generated';

type Declared = (typeof AREAS)[number];
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never;
/** Every area's `key` part as one object type; an empty object when no area declares any. */
type Merged<K extends 'apiRoutes' | 'appRoutes' | 'events'> = [Declared] extends [never]
  ? Record<never, never>
  : Intersection<Declared[K]>;

const merged = (key: 'apiRoutes' | 'appRoutes') =>
  Object.assign({}, ...AREAS.map((area: AreaDescriptor) => area[key]));
const events = AREAS.flatMap((area: AreaDescriptor) => Object.entries(area.events));

/** The areas' API paths, under the keys they declare. */
export const AREA_API_ROUTES = merged('apiRoutes') as Merged<'apiRoutes'>;
/** The areas' browser paths, under the keys they declare. */
export const AREA_APP_ROUTES = merged('appRoutes') as Merged<'appRoutes'>;

type AreaEvents = Merged<'events'>;
/** The areas' realtime event names, under the keys they declare. */
export const AREA_EVENTS = Object.fromEntries(events.map(([key, { name }]) => [key, name])) as {
  readonly [K in keyof AreaEvents]: AreaEvents[K] extends { name: infer N } ? N : never;
};
export type AreaEventName = (typeof AREA_EVENTS)[keyof typeof AREA_EVENTS];
/** Who may hear each of the areas' events: the permission a socket's account needs. */
export const AREA_EVENT_AUDIENCE: Readonly<Record<string, Permission>> = Object.fromEntries(
  events.map(([, { name, audience }]) => [name, audience]),
);

export type AreaAuditAction = Declared['auditActions'][number];
/** Every action the areas' routes record. */
export const AREA_AUDIT_ACTIONS: readonly AreaAuditAction[] = AREAS.flatMap(
  (area: AreaDescriptor) => area.auditActions as readonly AreaAuditAction[],
);

/** The areas as the Activity page's Area filter names them. */
export const AREA_AUDIT_AREAS: readonly { entity: string; label: string }[] = AREAS.map(
  ({ entity, label }: AreaDescriptor) => ({ entity, label }),
);

/** The areas' sidebar entries, each with its path. */
export const AREA_SIDEBAR_ENTRIES: readonly (AreaSidebarEntry & { path: string })[] = AREAS.flatMap(
  ({ sidebar }: AreaDescriptor) => (sidebar ? [sidebar] : []),
);

/** The screens the shell mounts for the areas, with the remote (package) serving each. */
export const AREA_SCREENS: readonly { path: string; remote: string }[] = AREAS.flatMap(
  ({ screen }: AreaDescriptor) => (screen ? [screen] : []),
);
