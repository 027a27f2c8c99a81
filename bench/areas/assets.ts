import type { AreaBench } from '../area-bench';

/** 'Asset <n>' spread over every type, status and currency. */
export const bench: AreaBench = {
  async load({ run, missing }) {
    await run(
      'assets',
      await missing('assets'),
      `insert into assets (name, type, assignee, location, status, purchase_date, value, currency)
       select 'Asset ' || g, (array['Desktop', 'Laptop', 'Mobile'])[1 + g % 3], 'Holder ' || g % 500,
              'Office ' || g % 40, (array['Active', 'Maintenance', 'Retired'])[1 + g % 3],
              current_date - g % 2000, 100 + g % 3000, (array['USD', 'EUR', 'GBP'])[1 + g % 3]
       from generate_series(1, ?::int) g`,
      [await missing('assets')],
    );
  },
  endpoints: (searched) => [
    { name: 'GET /api/assets page 1', path: '/api/assets', kind: 'first-page' },
    { name: 'GET /api/assets/:id', path: `/api/assets/${searched}`, kind: 'detail' },
    {
      name: 'GET /api/assets search',
      path: `/api/assets?search=Asset%20${searched}`,
      kind: 'search',
    },
    {
      name: 'GET /api/assets type and status',
      path: '/api/assets?type=Laptop&status=Maintenance',
      kind: 'filter',
    },
    // The asset form's assignee picker: every account (staff and engineers), by name.
    {
      name: "GET /api/assets/assignees (the asset form's assignee picker)",
      path: '/api/assets/assignees',
      kind: 'first-page',
    },
    {
      name: 'GET /api/assets/assignees search',
      path: `/api/assets/assignees?search=Engineer%20${searched}`,
      kind: 'search',
    },
  ],
};
