// The lead form's time zone list: 26 UTC offsets from UTC-12:00 to UTC+12:00,
// including UTC+05:30, searchable by label or keywords. Zod-free, so a screen can search it
// without loading the schemas; `lead.ts` builds the `timezone` enum from it.

/** One entry of the list. `value` is what a lead stores in `timezone` (default UTC+00:00). */
export interface LeadTimeZone {
  /** Stored and sent as the lead's `timezone`, e.g. `UTC+05:30`. */
  readonly value: string;
  /** What the picker shows; searched together with `keywords`. */
  readonly label: string;
  /** Minutes east of UTC (`UTC+05:30` → 330, `UTC-03:00` → -180). */
  readonly offsetMinutes: number;
  /** Lower-case places, countries and abbreviations the search also matches. */
  readonly keywords: readonly string[];
}

export const LEAD_TIME_ZONES = [
  {
    value: 'UTC-12:00',
    label: 'UTC-12:00 (Baker Island, Howland Island)',
    offsetMinutes: -720,
    keywords: ['baker island', 'howland island', 'aoe', 'anywhere on earth'],
  },
  {
    value: 'UTC-11:00',
    label: 'UTC-11:00 (American Samoa, Niue)',
    offsetMinutes: -660,
    keywords: ['american samoa', 'pago pago', 'niue', 'midway', 'sst'],
  },
  {
    value: 'UTC-10:00',
    label: 'UTC-10:00 (Hawaii)',
    offsetMinutes: -600,
    keywords: ['hawaii', 'honolulu', 'hst', 'tahiti', 'cook islands'],
  },
  {
    value: 'UTC-09:00',
    label: 'UTC-09:00 (Alaska)',
    offsetMinutes: -540,
    keywords: ['alaska', 'anchorage', 'juneau', 'akst'],
  },
  {
    value: 'UTC-08:00',
    label: 'UTC-08:00 (Pacific Time, US & Canada)',
    offsetMinutes: -480,
    keywords: ['pacific', 'pst', 'los angeles', 'san francisco', 'seattle', 'vancouver', 'tijuana'],
  },
  {
    value: 'UTC-07:00',
    label: 'UTC-07:00 (Mountain Time, US & Canada)',
    offsetMinutes: -420,
    keywords: ['mountain', 'mst', 'denver', 'phoenix', 'arizona', 'calgary', 'edmonton'],
  },
  {
    value: 'UTC-06:00',
    label: 'UTC-06:00 (Central Time, US & Canada, Mexico City)',
    offsetMinutes: -360,
    keywords: ['central', 'cst', 'chicago', 'dallas', 'houston', 'mexico city', 'winnipeg'],
  },
  {
    value: 'UTC-05:00',
    label: 'UTC-05:00 (Eastern Time, US & Canada, Bogota, Lima)',
    offsetMinutes: -300,
    keywords: ['eastern', 'est', 'new york', 'washington', 'toronto', 'miami', 'bogota', 'lima'],
  },
  {
    value: 'UTC-04:00',
    label: 'UTC-04:00 (Atlantic Time, Caracas, Santiago)',
    offsetMinutes: -240,
    keywords: ['atlantic', 'ast', 'halifax', 'caracas', 'santiago', 'la paz', 'puerto rico'],
  },
  {
    value: 'UTC-03:00',
    label: 'UTC-03:00 (Brasilia, Buenos Aires, Montevideo)',
    offsetMinutes: -180,
    keywords: [
      'brasilia',
      'brazil',
      'sao paulo',
      'rio de janeiro',
      'buenos aires',
      'argentina',
      'montevideo',
      'brt',
    ],
  },
  {
    value: 'UTC-02:00',
    label: 'UTC-02:00 (South Georgia, Fernando de Noronha)',
    offsetMinutes: -120,
    keywords: ['south georgia', 'fernando de noronha', 'mid-atlantic'],
  },
  {
    value: 'UTC-01:00',
    label: 'UTC-01:00 (Azores, Cape Verde)',
    offsetMinutes: -60,
    keywords: ['azores', 'cape verde', 'praia'],
  },
  {
    value: 'UTC+00:00',
    label: 'UTC+00:00 (London, Dublin, Lisbon, Accra)',
    offsetMinutes: 0,
    keywords: [
      'utc',
      'gmt',
      'wet',
      'london',
      'united kingdom',
      'uk',
      'dublin',
      'ireland',
      'lisbon',
      'portugal',
      'reykjavik',
      'accra',
    ],
  },
  {
    value: 'UTC+01:00',
    label: 'UTC+01:00 (Berlin, Paris, Madrid, Rome, Lagos)',
    offsetMinutes: 60,
    keywords: [
      'cet',
      'berlin',
      'germany',
      'paris',
      'france',
      'madrid',
      'spain',
      'rome',
      'italy',
      'amsterdam',
      'brussels',
      'vienna',
      'warsaw',
      'stockholm',
      'lagos',
      'wat',
    ],
  },
  {
    value: 'UTC+02:00',
    label: 'UTC+02:00 (Athens, Helsinki, Kyiv, Cairo, Johannesburg)',
    offsetMinutes: 120,
    keywords: [
      'eet',
      'athens',
      'greece',
      'helsinki',
      'finland',
      'kyiv',
      'bucharest',
      'cairo',
      'egypt',
      'johannesburg',
      'south africa',
      'sast',
      'jerusalem',
    ],
  },
  {
    value: 'UTC+03:00',
    label: 'UTC+03:00 (Moscow, Istanbul, Riyadh, Nairobi)',
    offsetMinutes: 180,
    keywords: [
      'msk',
      'moscow',
      'istanbul',
      'turkey',
      'riyadh',
      'saudi arabia',
      'doha',
      'qatar',
      'kuwait',
      'baghdad',
      'nairobi',
      'kenya',
      'eat',
    ],
  },
  {
    value: 'UTC+04:00',
    label: 'UTC+04:00 (Dubai, Abu Dhabi, Muscat, Baku)',
    offsetMinutes: 240,
    keywords: [
      'gst',
      'dubai',
      'abu dhabi',
      'uae',
      'muscat',
      'oman',
      'baku',
      'tbilisi',
      'yerevan',
      'mauritius',
    ],
  },
  {
    value: 'UTC+05:00',
    label: 'UTC+05:00 (Karachi, Islamabad, Tashkent)',
    offsetMinutes: 300,
    keywords: [
      'pkt',
      'karachi',
      'islamabad',
      'lahore',
      'pakistan',
      'tashkent',
      'uzbekistan',
      'maldives',
      'yekaterinburg',
    ],
  },
  {
    value: 'UTC+05:30',
    label: 'UTC+05:30 (India, Sri Lanka)',
    offsetMinutes: 330,
    keywords: [
      'ist',
      'india',
      'mumbai',
      'new delhi',
      'delhi',
      'kolkata',
      'chennai',
      'bengaluru',
      'bangalore',
      'sri lanka',
      'colombo',
    ],
  },
  {
    value: 'UTC+06:00',
    label: 'UTC+06:00 (Dhaka, Almaty, Bishkek)',
    offsetMinutes: 360,
    keywords: [
      'dhaka',
      'bangladesh',
      'almaty',
      'kazakhstan',
      'bishkek',
      'thimphu',
      'bhutan',
      'omsk',
    ],
  },
  {
    value: 'UTC+07:00',
    label: 'UTC+07:00 (Bangkok, Hanoi, Jakarta)',
    offsetMinutes: 420,
    keywords: [
      'ict',
      'wib',
      'bangkok',
      'thailand',
      'hanoi',
      'ho chi minh',
      'vietnam',
      'jakarta',
      'indonesia',
      'krasnoyarsk',
    ],
  },
  {
    value: 'UTC+08:00',
    label: 'UTC+08:00 (Beijing, Singapore, Hong Kong, Perth)',
    offsetMinutes: 480,
    keywords: [
      'beijing',
      'shanghai',
      'china',
      'hong kong',
      'singapore',
      'sgt',
      'kuala lumpur',
      'malaysia',
      'manila',
      'philippines',
      'taipei',
      'taiwan',
      'perth',
      'awst',
    ],
  },
  {
    value: 'UTC+09:00',
    label: 'UTC+09:00 (Tokyo, Seoul)',
    offsetMinutes: 540,
    keywords: ['jst', 'kst', 'tokyo', 'osaka', 'japan', 'seoul', 'korea', 'yakutsk'],
  },
  {
    value: 'UTC+10:00',
    label: 'UTC+10:00 (Sydney, Melbourne, Brisbane, Guam)',
    offsetMinutes: 600,
    keywords: [
      'aest',
      'sydney',
      'melbourne',
      'brisbane',
      'canberra',
      'australia',
      'guam',
      'port moresby',
      'vladivostok',
    ],
  },
  {
    value: 'UTC+11:00',
    label: 'UTC+11:00 (Solomon Islands, New Caledonia)',
    offsetMinutes: 660,
    keywords: ['solomon islands', 'honiara', 'new caledonia', 'noumea', 'vanuatu', 'magadan'],
  },
  {
    value: 'UTC+12:00',
    label: 'UTC+12:00 (Auckland, Wellington, Fiji)',
    offsetMinutes: 720,
    keywords: [
      'nzst',
      'new zealand',
      'auckland',
      'wellington',
      'fiji',
      'suva',
      'marshall islands',
      'kamchatka',
    ],
  },
] as const satisfies readonly LeadTimeZone[];

/** A lead's `timezone`: one of the 26 values. */
export type LeadTimeZoneValue = (typeof LEAD_TIME_ZONES)[number]['value'];

/** The 26 values, in list order (UTC-12:00 first). */
export const LEAD_TIME_ZONE_VALUES: readonly LeadTimeZoneValue[] = LEAD_TIME_ZONES.map(
  (zone) => zone.value,
);

/** The form's default time zone. */
export const DEFAULT_LEAD_TIME_ZONE = 'UTC+00:00' satisfies LeadTimeZoneValue;

/**
 * The entries whose label or one of whose keywords contains `query` (case-insensitive, spaces
 * around it ignored), in list order; every entry for an empty query. An empty result is the
 * picker's 'No timezones found' (LEAD_MESSAGES.noTimezones).
 */
export function searchLeadTimeZones(query: string): readonly LeadTimeZone[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return LEAD_TIME_ZONES;
  return LEAD_TIME_ZONES.filter(
    (zone) =>
      zone.label.toLowerCase().includes(needle) ||
      zone.keywords.some((keyword) => keyword.includes(needle)),
  );
}

/** The list entry of a stored value, or undefined for a value outside the list. */
export function leadTimeZoneOf(value: string | null | undefined): LeadTimeZone | undefined {
  return LEAD_TIME_ZONES.find((zone) => zone.value === value);
}
