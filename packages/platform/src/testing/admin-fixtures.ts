import {
  ASSETS_PAGE_SIZE,
  HOLIDAY_COUNTRY_CODES,
  HOLIDAYS_PAGE_SIZE,
  ROLES_PAGE_SIZE,
  SYSTEM_USERS_PAGE_SIZE,
  assetAssigneeUserSchema,
  assetListResponseSchema,
  assetSchema,
  holidayListResponseSchema,
  holidaySchema,
  roleItemSchema,
  roleListResponseSchema,
  systemUserListResponseSchema,
  systemUserSchema,
  type Asset,
  type AssetAssigneeUser,
  type AssetListResponse,
  type AssetStats,
  type Holiday,
  type HolidayListResponse,
  type HolidayStats,
  type RoleItem,
  type RoleListResponse,
  type RoleStats,
  type SystemUser,
  type SystemUserListResponse,
  type SystemUserStats,
} from '@trellis/contracts';
import { parseFixture as parse } from './parse-fixture';

// The admin screens' fixtures (issue 12): assets, holidays, roles and system users, each parsed
// through its contract like the others in fixtures.ts.

const STAMP = '2026-01-05T09:30:00.000Z';
let lastId = 5000;
const nextId = () => (lastId += 1);

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

function asset(overrides: Partial<Asset> = {}): Asset {
  const id = overrides.id ?? nextId();
  return parse('asset', assetSchema, {
    id,
    name: `Asset ${id}`,
    serial_no: null,
    type: 'Laptop',
    assignee: null,
    assignee_user_id: null,
    assignee_user: null,
    location: null,
    status: 'Active',
    purchase_date: '2025-06-01',
    value: '1000.00',
    currency: 'USD',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  });
}

/** Each currency's total in cents, never added across currencies. */
function totalsByCurrency(items: Asset[]): AssetStats['total_value'] {
  const cents = new Map<string, number>();
  for (const item of items)
    cents.set(
      item.currency,
      (cents.get(item.currency) ?? 0) + Math.round(Number(item.value) * 100),
    );
  return [...cents.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, amount: (total / 100).toFixed(2) }));
}

/** A page of assets; `stats` are computed from the items unless given (in part or whole). */
function assetList(
  items: Asset[] = [],
  overrides: ListOverrides<AssetListResponse> & { stats?: Partial<AssetStats> } = {},
): AssetListResponse {
  const { stats, ...rest } = overrides;
  const count = (status: Asset['status']) => items.filter((i) => i.status === status).length;
  return parse('assetList', assetListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: ASSETS_PAGE_SIZE,
    ...rest,
    stats: {
      total: rest.total ?? items.length,
      active: count('Active'),
      maintenance: count('Maintenance'),
      total_value: totalsByCurrency(items),
      ...stats,
    },
  });
}

function assetAssignee(overrides: Partial<AssetAssigneeUser> = {}): AssetAssigneeUser {
  const id = overrides.id ?? nextId();
  return parse('assetAssignee', assetAssigneeUserSchema, {
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    role: 'staff',
    ...overrides,
  });
}

function holiday(overrides: Partial<Holiday> = {}): Holiday {
  const id = overrides.id ?? nextId();
  const country = overrides.country ?? 'United Kingdom';
  return parse('holiday', holidaySchema, {
    id,
    title: `Holiday ${id}`,
    type: 'Public Holiday',
    country,
    country_code: HOLIDAY_COUNTRY_CODES[country],
    date: '2026-12-25',
    status: 'active',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  });
}

/** A page of holidays; `stats` are computed from the items unless given (in part or whole). */
function holidayList(
  items: Holiday[] = [],
  overrides: ListOverrides<HolidayListResponse> & { stats?: Partial<HolidayStats> } = {},
): HolidayListResponse {
  const { stats, ...rest } = overrides;
  return parse('holidayList', holidayListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: HOLIDAYS_PAGE_SIZE,
    ...rest,
    stats: {
      total: rest.total ?? items.length,
      active: items.filter((i) => i.status === 'active').length,
      countries: new Set(items.map((i) => i.country)).size,
      ...stats,
    },
  });
}

function role(overrides: Partial<RoleItem> = {}): RoleItem {
  const id = overrides.id ?? nextId();
  return parse('role', roleItemSchema, {
    id,
    name: `Role ${id}`,
    description: '',
    permissions: ['read'],
    user_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  });
}

/** The roles; `stats` are computed from the items unless given (in part or whole). */
function roleList(
  items: RoleItem[] = [],
  overrides: ListOverrides<RoleListResponse> & { stats?: Partial<RoleStats> } = {},
): RoleListResponse {
  const { stats, ...rest } = overrides;
  return parse('roleList', roleListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: ROLES_PAGE_SIZE,
    ...rest,
    stats: {
      totalRoles: rest.total ?? items.length,
      totalUsers: items.reduce((sum, i) => sum + i.user_count, 0),
      activePermissions: new Set(items.flatMap((i) => i.permissions)).size,
      ...stats,
    },
  });
}

function systemUser(overrides: Partial<SystemUser> = {}): SystemUser {
  const id = overrides.id ?? nextId();
  return parse('systemUser', systemUserSchema, {
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    role: { id: 1, name: 'Admin' },
    status: 'active',
    last_login: null,
    created_at: STAMP,
    updated_at: STAMP,
    avatar: null,
    ...overrides,
  });
}

/** A page of system users; `stats` are counted from the items unless given (in part or whole). */
function systemUserList(
  items: SystemUser[] = [],
  overrides: ListOverrides<SystemUserListResponse> & { stats?: Partial<SystemUserStats> } = {},
): SystemUserListResponse {
  const { stats, ...rest } = overrides;
  const count = (status: SystemUser['status']) => items.filter((i) => i.status === status).length;
  return parse('systemUserList', systemUserListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: SYSTEM_USERS_PAGE_SIZE,
    ...rest,
    stats: {
      totalUsers: rest.total ?? items.length,
      activeUsers: count('active'),
      inactiveUsers: count('inactive'),
      pendingUsers: count('pending'),
      totalRoles: new Set(items.flatMap((i) => (i.role ? [i.role.id] : []))).size,
      ...stats,
    },
  });
}

/** Spread into `fixtures`. */
export const adminFixtures = {
  asset,
  assetList,
  assetAssignee,
  holiday,
  holidayList,
  role,
  roleList,
  systemUser,
  systemUserList,
};
