// What a new area adds to the lists the product keeps in one place. Each snippet goes above the
// `// new-area:<marker>` comment of its file, at the marker's indentation. A `once` snippet is
// not added again when the file has it (two areas share the sidebar's icon import).

export const INSERTIONS = [
  {
    file: 'packages/contracts/src/index.ts',
    marker: 'exports',
    lines: ["export * from './__area-k__';"],
  },
  {
    file: 'packages/contracts/src/routes.ts',
    marker: 'api-routes',
    lines: [
      "__areas__: '/api/__areas-k__',",
      '__area__: (id: number | string) => `/api/__areas-k__/${id}`,',
    ],
  },
  {
    file: 'packages/contracts/src/app-routes.ts',
    marker: 'app-routes',
    lines: ["__areas__: '/__areas-k__',"],
  },
  {
    file: 'packages/contracts/src/realtime-names.ts',
    marker: 'events',
    lines: [
      "__area__Created: '__area-k__:created',",
      "__area__Updated: '__area-k__:updated',",
      "__area__Deleted: '__area-k__:deleted',",
    ],
  },
  {
    file: 'packages/contracts/src/realtime.ts',
    marker: 'event-schema-imports',
    lines: ["import { __area__EventSchema } from './__area-k__';"],
  },
  {
    file: 'packages/contracts/src/realtime.ts',
    marker: 'event-schemas',
    lines: [
      '[REALTIME_EVENTS.__area__Created]: __area__EventSchema,',
      '[REALTIME_EVENTS.__area__Updated]: __area__EventSchema,',
      '[REALTIME_EVENTS.__area__Deleted]: __area__EventSchema,',
    ],
  },
  {
    file: 'packages/contracts/src/audit-actions.ts',
    marker: 'audit-actions',
    lines: ["'__area_s__.created',", "'__area_s__.deleted',", "'__area_s__.updated',"],
  },
  {
    file: 'api/src/plugins/app/event-audience.ts',
    marker: 'event-audience',
    lines: [
      "[REALTIME_EVENTS.__area__Created]: 'read',",
      "[REALTIME_EVENTS.__area__Updated]: 'read',",
      "[REALTIME_EVENTS.__area__Deleted]: 'read',",
    ],
  },
  {
    file: 'api/db/seeds/01_demo.ts',
    marker: 'seed-imports',
    lines: ["import { seedDemo__Areas__ } from './demo-__areas-k__';"],
  },
  { file: 'api/db/seeds/01_demo.ts', marker: 'seeds', lines: ['await seedDemo__Areas__(knex);'] },
  {
    file: 'shell/src/layout/sidebar-items.ts',
    marker: 'icons',
    lines: ['Shapes,'],
    once: true,
  },
  {
    file: 'shell/src/layout/sidebar-items.ts',
    marker: 'sidebar',
    lines: ["{ label: '__Areas_t__', to: APP_ROUTES.__areas__, icon: Shapes },"],
  },
  {
    file: 'mf-admin/src/features/activity/utils/audit-areas.ts',
    marker: 'audit-areas',
    lines: ["{ entity: '__area_s__', label: '__Areas_t__' },"],
  },
  {
    file: 'bench/bench-data.ts',
    marker: 'bench-data',
    lines: [
      'await run(',
      "  '__areas_w__',",
      "  await missing('__areas_s__'),",
      '  `insert into __areas_s__ (name, status, notes)',
      "   select '__Area_t__ ' || g, (array['Active', 'Archived'])[1 + g % 2], null",
      '   from generate_series(1, ?::int) g`,',
      "  [await missing('__areas_s__')],",
      ');',
    ],
  },
  {
    file: 'bench/api-targets.ts',
    marker: 'bench-endpoints',
    lines: [
      "{ name: 'GET /api/__areas-k__ page 1', path: '/api/__areas-k__', kind: 'first-page' },",
      '{',
      "  name: 'GET /api/__areas-k__ search',",
      '  path: `/api/__areas-k__?search=${encodeURIComponent(`__Area_t__ ${searchedCustomer}`)}`,',
      "  kind: 'search',",
      '},',
      "{ name: 'GET /api/__areas-k__ status', path: '/api/__areas-k__?status=Archived', kind: 'filter' },",
    ],
  },
];

/** The rows the area adds to docs/permissions.md's generated table. */
export const PERMISSION_ROWS = [
  '| `DELETE /api/__areas-k__/:id` | Delete |',
  '| `GET /api/__areas-k__/:id` | Read |',
  '| `GET /api/__areas-k__` | Read |',
  '| `POST /api/__areas-k__` | Create |',
  '| `PUT /api/__areas-k__/:id` | Update |',
];
