import { formatDate } from '@trellis/ui/format';
import { leadTimeZoneOf } from '@trellis/contracts';

const UTC_DATE_TIME: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
};

/** An ISO timestamp on the UTC clock, marked as such: "5 Jan 2026, 09:30 UTC". */
export function formatUtc(iso: string): string {
  return `${formatDate(iso, UTC_DATE_TIME)} UTC`;
}

/**
 * When a lead was created, in UTC with its country and time zone:
 * "5 Jan 2026, 09:30 UTC · United Kingdom · UTC+00:00 (London, Dublin, Lisbon, Accra)".
 */
export function formatLeadCreated(lead: {
  created_at: string;
  country: string | null;
  timezone: string;
}): string {
  const zone = leadTimeZoneOf(lead.timezone)?.label ?? lead.timezone;
  return [formatUtc(lead.created_at), lead.country, zone].filter(Boolean).join(' · ');
}
