import {
  appSettingsSchema,
  countsSchema,
  errorBodySchema,
  PERMISSIONS,
  userSchema,
  type AppSettings,
  type Counts,
  type ErrorBody,
  type User,
} from '@trellis/contracts';
import { adminFixtures } from './admin-fixtures';
import { customerFixtures } from './customer-fixtures';
import { engineerFixtures } from './engineer-fixtures';
import { leadFixtures } from './lead-fixtures';
import { ticketFixtures } from './ticket-fixtures';
import { STAMP } from './fixture-ids';
import { parseFixture as parse } from './parse-fixture';
import { auditFixtures } from './audit-fixtures';
import { financeFixtures } from './finance-fixtures';
import { dashboardFixtures } from './dashboard-fixtures';

/**
 * The signed-in staff user: active with every permission unless a test narrows it
 * (`fixtures.user({ permissions: ['read'] })`, or `status: 'pending', permissions: []`).
 */
function user(overrides: Partial<User> = {}): User {
  return parse('user', userSchema, {
    id: 7,
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    address: null,
    dob: null,
    profileImage: null,
    last_login: STAMP,
    timezone: 'UTC',
    role: 'staff',
    created_at: STAMP,
    status: 'active',
    permissions: [...PERMISSIONS],
    ...overrides,
  });
}

function counts(overrides: Partial<Counts> = {}): Counts {
  return parse('counts', countsSchema, {
    customers: 4,
    leads: 8,
    tickets: 2,
    engineers: 3,
    leaves: 3,
    notifications: 5,
    customerReceivable: 4,
    ...overrides,
  });
}

function settings(overrides: Partial<AppSettings> = {}): AppSettings {
  return parse('settings', appSettingsSchema, {
    timeZone: 'UTC',
    today: '2026-01-05',
    ...overrides,
  });
}

/** The API's error body (what `ApiError` is built from). */
function errorBody(message: string, code = 'BAD_REQUEST', details?: ErrorBody['details']) {
  return parse('errorBody', errorBodySchema, { message, code, ...(details ? { details } : {}) });
}

/** Contract-checked response bodies for tests: override what the test is about, nothing else. */
export const fixtures = {
  user,
  counts,
  settings,
  errorBody,
  ...customerFixtures,
  ...engineerFixtures,
  ...leadFixtures,
  ...ticketFixtures,
  ...adminFixtures,
  ...financeFixtures,
  ...dashboardFixtures,
  ...auditFixtures,
};
