import { field, type ImportKindRule } from './rule';

// Engineers are invited as the Engineers screen invites them: a name, an email and a phone. The
// import creates their accounts as Invited and sends no mail; the importer then sends the
// invitations (see `dataImportInvitations`).
export const ENGINEERS_IMPORT: ImportKindRule = {
  label: 'Engineers',
  noun: { one: 'engineer', many: 'engineers' },
  fields: [
    field('name', 'Name', true, ['full name', 'engineer', 'engineer name', 'technician']),
    field('email', 'Email', true, ['e-mail', 'email address', 'mail']),
    field('phone', 'Phone', true, ['mobile', 'telephone', 'phone number', 'tel', 'cell']),
  ],
  key: ['email'],
  permission: 'manage_team',
};
