import { defineArea, recordEvents } from '../common/area-descriptor';

const PAGE = '/holiday';

/** The holidays area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const holidayArea = defineArea({
  entity: 'holiday',
  label: 'Holidays',
  apiRoutes: {
    holidays: '/api/holidays',
    holiday: (id: number | string) => `/api/holidays/${id}`,
    holidaysSync: '/api/holidays/sync',
  },
  appRoutes: { holiday: PAGE },
  events: {
    ...recordEvents('holiday', 'holiday', 'read'),
    holidaySynced: { name: 'holiday:synced', audience: 'read' },
  },
  savedViews: { list: 'holidays', read: 'read', share: 'update' },
  auditActions: ['holiday.created', 'holiday.deleted', 'holiday.updated', 'holidays.synced'],
  sidebar: { label: 'Holiday', path: PAGE, icon: 'CalendarDays', order: 10, section: 'settings' },
  screen: { path: PAGE, remote: 'mf-admin' },
});
