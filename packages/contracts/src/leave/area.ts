import { defineArea, recordEvents } from '../common/area-descriptor';

/** The leave requests area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const leaveArea = defineArea({
  entity: 'leave',
  label: 'Leave requests',
  apiRoutes: {
    leaveRequests: '/api/leave-requests',
    leaveRequest: (id: number | string) => `/api/leave-requests/${id}`,
    engineerMeLeaves: '/api/engineers/me/leaves',
  },
  appRoutes: {
    leaves: '/leaves',
  },
  events: recordEvents('leave', 'leave', 'read', ['created', 'updated']),
  savedViews: { list: 'leaves', read: 'read', share: 'manage_team' },
  auditActions: ['leave.approved', 'leave.rejected', 'leave.requested'],
  sidebar: {
    label: 'Leaves',
    path: '/leaves',
    icon: 'CalendarOff',
    order: 130,
    section: 'main',
    badge: 'leaves',
  },
  screen: { path: '/leaves', remote: 'mf-engineers' },
});
