// What a new area's routes add to docs/permissions.md's generated table (the API's test that
// writes the table from the routes checks them).

/** The rows the area adds to docs/permissions.md's generated table. */
export const PERMISSION_ROWS = [
  '| `DELETE /api/__areas-k__/:id` | Delete |',
  '| `GET /api/__areas-k__/:id` | Read |',
  '| `GET /api/__areas-k__` | Read |',
  '| `POST /api/__areas-k__` | Create |',
  '| `PUT /api/__areas-k__/:id` | Update |',
];
