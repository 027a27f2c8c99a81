import {
  displayCode,
  ENGINEERS_PAGE_SIZE,
  engineerDetailSchema,
  engineerListItemSchema,
  engineerListResponseSchema,
  type EngineerDetail,
  type EngineerListItem,
  type EngineerListResponse,
} from '@trellis/contracts';
import { nextId, STAMP } from './fixture-ids';
import { parseFixture as parse } from './parse-fixture';

// Engineers: a list row, the detail with its nested profile, and a page of them.

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

function engineerListItem(overrides: Partial<EngineerListItem> = {}): EngineerListItem {
  const id = overrides.id ?? nextId();
  return parse('engineerListItem', engineerListItemSchema, {
    id,
    code: displayCode('engineer', id),
    name: `Engineer ${id}`,
    email: `engineer${id}@example.com`,
    phone: null,
    status: 'Active',
    created_at: STAMP,
    updated_at: STAMP,
    compliance: { nearest_expiry: null, urgency: null, document: null },
    ...overrides,
  });
}

/** GET /api/engineers/:id (and /me): the list item plus last_login, a full profile and pay. */
function engineerDetail(overrides: Partial<EngineerDetail> = {}): EngineerDetail {
  const { profile: _profile, last_login: _lastLogin, ...itemOverrides } = overrides;
  const item = engineerListItem(itemOverrides);
  return parse('engineerDetail', engineerDetailSchema, {
    ...item,
    last_login: STAMP,
    profile: {
      personalDetails: {
        email: item.email,
        phone: '+44 20 7946 0000',
        address: '1 Example Street, London',
        dob: '1990-04-01',
        last_login: STAMP,
      },
      education: [
        {
          degree_name: 'BSc Networking',
          university_name: 'Open University',
          issue_date: '2012-07-01',
        },
      ],
      technicalSkills: [{ skill_name: 'Cisco IOS', level: 'Advanced' }],
      spokenLanguages: [
        {
          language: 'English',
          level: 'Native',
          prof_read: true,
          prof_speak: true,
          prof_write: true,
        },
      ],
      industryExperience: [{ industry: 'Telecom', exp_range: '5-10 years' }],
      idDocuments: [{ doc_type: 'Passport', issue_date: '2020-01-01', expiry_date: '2030-01-01' }],
      rightToWork: [{ visa_types: 'UK citizen', issue_date: '2020-01-01', expiry_date: null }],
      travelDetails: {
        working_radius: 100,
        driving_license: true,
        own_vehicle: true,
        vehicle_types: ['Car'],
      },
      paymentDetails: {
        payment_currency: 'GBP',
        bank_name: 'Example Bank',
        account_type: 'Personal',
        account_name: item.name,
        sort_code: '12-34-56',
        iban: 'GB82 WEST 1234 5698 7654 32',
      },
    },
    compliance: { nearest_expiry: '2030-01-01', urgency: null, document: 'Passport' },
    // As a user with Manage Team sees it (the API leaves pay out for anyone else).
    pay_rate: null,
    pay_currency: 'USD',
    ...overrides,
  });
}

/** GET /api/engineers: the same list under `items` and, for older clients, `data`. */
function engineerList(
  items: EngineerListItem[] = [],
  overrides: ListOverrides<EngineerListResponse> = {},
): EngineerListResponse {
  return parse('engineerList', engineerListResponseSchema, {
    total: items.length,
    page: 1,
    limit: ENGINEERS_PAGE_SIZE,
    ...overrides,
    items,
    data: items,
  });
}

export const engineerFixtures = { engineerListItem, engineerDetail, engineerList };
