import { defineArea } from '../common/area-descriptor';

/**
 * Importing a list's records from a CSV or Excel file (see ../common/area-descriptor.ts): each
 * list takes its file at `<list path>/import`; an import's preview, errors, commit and cancel live
 * here. Progress is told only to the account that started the import.
 */
export const dataImportArea = defineArea({
  entity: 'import',
  label: 'Imports',
  apiRoutes: {
    dataImport: (id: number | string) => `/api/imports/${id}`,
    dataImportErrors: (id: number | string) => `/api/imports/${id}/errors.csv`,
    dataImportCommit: (id: number | string) => `/api/imports/${id}/commit`,
    dataImportCancel: (id: number | string) => `/api/imports/${id}/cancel`,
    dataImportInvitations: (id: number | string) => `/api/imports/${id}/invitations`,
  },
  appRoutes: {},
  events: { importProgress: { name: 'import:progress', audience: 'read' } },
  auditActions: [
    'assets.imported',
    'customers.imported',
    'engineers.imported',
    'holidays.imported',
    'leads.imported',
    'engineers.invitations_sent',
  ],
});
