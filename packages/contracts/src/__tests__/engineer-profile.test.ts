import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ENGINEER_MESSAGES,
  engineerCompliance,
  engineerEditBodySchema,
  engineerInviteBodySchema,
  engineerListQuerySchema,
  engineerNearestExpiry,
  engineerProfileUpdateBodySchema,
  expiryBadgeText,
  isCompliantForAssignment,
  isValidIban,
  mergeEngineerProfile,
  nearestAsSections,
  needsComplianceBadge,
  realtimeEventSchema,
  REALTIME_EVENTS,
  userProfileUpdatedEvent,
} from '../index';

const firstIssue = (body: unknown) => {
  const result = engineerProfileUpdateBodySchema.safeParse(body);
  assert.equal(result.success, false, 'expected a validation error');
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('engineer profile sections', () => {
  it('accepts a full profile', () => {
    const result = engineerProfileUpdateBodySchema.safeParse({
      profile: {
        name: 'Eve Engineer',
        phone: '+44 20 7946 0000',
        personalDetails: { email: 'eve@x.io', address: 'London', dob: '1990-04-01' },
        education: [{ degree_name: 'BSc', university_name: 'OU', issue_date: '2012-07-01' }],
        technicalSkills: [{ skill_name: 'Cisco', level: 'Expert' }],
        spokenLanguages: [
          {
            language: 'French',
            level: 'Fluent',
            prof_read: true,
            prof_speak: true,
            prof_write: false,
          },
        ],
        industryExperience: [{ industry: 'Telecom', exp_range: '1-3 years' }],
        idDocuments: [
          { doc_type: 'Passport', issue_date: '2020-01-01', expiry_date: '2030-01-01' },
        ],
        rightToWork: [
          { visa_types: 'Tier 2', issue_date: '2024-01-01', expiry_date: '2027-01-01' },
        ],
        travelDetails: {
          working_radius: 50,
          driving_license: true,
          own_vehicle: false,
          vehicle_types: [],
        },
        paymentDetails: {
          payment_currency: 'GBP',
          bank_name: 'Bank',
          account_type: 'Personal',
          account_name: 'Eve',
          sort_code: '12-34-56',
          iban: 'GB82 WEST 1234 5698 7654 32',
        },
      },
    });
    assert.equal(result.success, true, JSON.stringify(result.error?.issues));
  });

  it('names the field of each section that is wrong', () => {
    const cases: [unknown, string][] = [
      [{ personalDetails: { dob: '1990-13-01' } }, 'profile.personalDetails.dob'],
      [
        { education: [{ degree_name: 'BSc', university_name: 'OU', issue_date: 'x' }] },
        'profile.education.0.issue_date',
      ],
      [
        { technicalSkills: [{ skill_name: 'Go', level: 'Guru' }] },
        'profile.technicalSkills.0.level',
      ],
      [
        {
          spokenLanguages: [
            {
              language: 'FR',
              level: 'Fluent',
              prof_read: 'yes',
              prof_speak: true,
              prof_write: true,
            },
          ],
        },
        'profile.spokenLanguages.0.prof_read',
      ],
      [
        { industryExperience: [{ industry: 'Telecom', exp_range: 'ages' }] },
        'profile.industryExperience.0.exp_range',
      ],
      [
        {
          idDocuments: [
            { doc_type: 'Passport', issue_date: '2030-01-01', expiry_date: '2020-01-01' },
          ],
        },
        'profile.idDocuments.0.expiry_date',
      ],
      [
        { rightToWork: [{ visa_types: '', expiry_date: '2030-01-01' }] },
        'profile.rightToWork.0.visa_types',
      ],
      [
        { travelDetails: { working_radius: -1, driving_license: true, own_vehicle: true } },
        'profile.travelDetails.working_radius',
      ],
      [
        {
          paymentDetails: {
            payment_currency: 'GBP',
            bank_name: 'B',
            account_type: 'Personal',
            account_name: 'E',
            iban: 'GB00 WEST 1234 5698 7654 32',
          },
        },
        'profile.paymentDetails.iban',
      ],
      [{ name: '' }, 'profile.name'],
      [{ phone: 'call me' }, 'profile.phone'],
    ];
    for (const [profile, path] of cases) assert.equal(firstIssue({ profile }).path, path);
    assert.equal(
      firstIssue({
        profile: {
          paymentDetails: {
            payment_currency: 'GBP',
            bank_name: 'B',
            account_type: 'Personal',
            account_name: 'E',
            iban: 'GB00WEST12345698765432',
          },
        },
      }).message,
      ENGINEER_MESSAGES.ibanInvalid,
    );
  });

  it('refuses unknown sections', () => {
    assert.equal(firstIssue({ profile: { hobbies: [] } }).path, 'profile');
  });

  it('checks IBANs with mod 97', () => {
    assert.equal(isValidIban('GB82WEST12345698765432'), true);
    assert.equal(isValidIban('de89 3704 0044 0532 0130 00'), true);
    assert.equal(isValidIban('DE89370400440532013001'), false);
    assert.equal(isValidIban('not an iban'), false);
  });

  it('merges sent sections and keeps the others', () => {
    const stored = mergeEngineerProfile(null, {
      education: [{ degree_name: 'BSc', university_name: 'OU', issue_date: '2012-07-01' }],
    });
    const merged = mergeEngineerProfile(stored, {
      technicalSkills: [{ skill_name: 'Go', level: 'Beginner' }],
    });
    assert.equal(merged.education.length, 1);
    assert.equal(merged.technicalSkills.length, 1);
    assert.deepEqual(merged.idDocuments, []);
    assert.equal(merged.paymentDetails, null);
  });
});

describe('engineer compliance', () => {
  const today = '2026-11-23';
  const profile = {
    idDocuments: [
      { doc_type: 'Passport', issue_date: null, expiry_date: '2027-06-01' },
      { doc_type: 'ID card', expiry_date: null },
    ],
    rightToWork: [{ visa_types: 'Tier 2', expiry_date: '2026-12-03' }],
  };

  it('finds the nearest expiry with the customer thresholds', () => {
    assert.deepEqual(engineerCompliance(profile, today), {
      nearest_expiry: '2026-12-03',
      urgency: 'critical',
      document: 'Right to work: Tier 2',
    });
    assert.equal(
      engineerCompliance({ rightToWork: [{ visa_types: 'X', expiry_date: '2026-11-22' }] }, today)
        .urgency,
      'expired',
    );
    assert.equal(
      engineerCompliance({ idDocuments: [{ doc_type: 'P', expiry_date: '2027-01-01' }] }, today)
        .urgency,
      'warning',
    );
    assert.equal(
      engineerCompliance({ idDocuments: [{ doc_type: 'P', expiry_date: '2027-02-01' }] }, today)
        .urgency,
      'info',
    );
    assert.deepEqual(engineerCompliance(null, today), {
      nearest_expiry: null,
      urgency: null,
      document: null,
    });
    assert.equal(needsComplianceBadge('critical'), true);
    assert.equal(needsComplianceBadge('warning'), false);
    assert.equal(expiryBadgeText('2026-12-03', today), 'Expires in 10 days!');
  });

  it('refuses an assignment past an expiry', () => {
    assert.deepEqual(isCompliantForAssignment(profile, '2026-12-01', today), { compliant: true });
    assert.deepEqual(isCompliantForAssignment(profile, '2026-12-10', today), {
      compliant: false,
      document: 'Right to work: Tier 2',
      expiry_date: '2026-12-03',
    });
  });

  it('gives the same answer from the nearest expiry kept beside the profile as from the profile', () => {
    const nearest = engineerNearestExpiry(profile)!;
    const stored = nearestAsSections({
      nearest_expiry: nearest.expiry_date,
      nearest_expiry_document: nearest.document,
    });
    for (const until of [
      '2026-11-01',
      today,
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2027-06-01',
    ])
      assert.deepEqual(
        isCompliantForAssignment(stored, until, today),
        isCompliantForAssignment(profile, until, today),
        until,
      );
    assert.equal(nearestAsSections({ nearest_expiry: null, nearest_expiry_document: null }), null);
  });
});

describe('engineer staff bodies and list query', () => {
  it('validates invite and edit', () => {
    assert.equal(
      engineerInviteBodySchema.safeParse({ name: 'E', email: 'e@x.io', phone: '+1 555 0100' })
        .success,
      true,
    );
    assert.equal(
      engineerInviteBodySchema.safeParse({ name: 'E', email: 'bad', phone: '+1' }).success,
      false,
    );
    assert.equal(engineerEditBodySchema.safeParse({ status: 'Invited' }).success, false);
    assert.equal(engineerEditBodySchema.safeParse({}).success, false);
    assert.equal(engineerEditBodySchema.safeParse({ status: 'Inactive' }).success, true);
  });
  it('reads the list query with the documents filter', () => {
    const q = engineerListQuerySchema.parse({
      documents: 'expiring',
      status: 'Invited',
      limit: '1000',
    });
    assert.equal(q.documents, 'expiring');
    assert.equal(q.limit, 1000);
    assert.equal(engineerListQuerySchema.safeParse({ limit: 1001 }).success, false);
    assert.equal(engineerListQuerySchema.parse({}).limit, 100);
  });
  it('types the profile events', () => {
    const schema = realtimeEventSchema(REALTIME_EVENTS.profileUpdated)!;
    assert.equal(
      schema.safeParse({ id: 1, userId: 1, name: 'E', email: 'e@x.io', phone: null }).success,
      true,
    );
    assert.equal(schema.safeParse({ id: 1 }).success, false);
    assert.equal(
      realtimeEventSchema(userProfileUpdatedEvent(7))!.safeParse({ userId: 7, name: 'E' }).success,
      true,
    );
    assert.equal(ENGINEER_MESSAGES.deleteConfirm('Eve'), 'Are you sure you want to delete Eve?');
  });
});
