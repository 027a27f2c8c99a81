import type { AuditChange, Holiday, HolidayCountryFilter } from '@trellis/contracts';
import { fieldChanges } from './audit-changes';

/** `Founders Day 2026-06-15 (United Kingdom)`: a title recurs, so with its day and country. */
export const holidayLabel = (h: Pick<Holiday, 'title' | 'date' | 'country'>) =>
  `${h.title} ${h.date} (${h.country})`;

const FIELDS = ['title', 'type', 'country', 'date'] as const;

/** What differs between two states of a holiday (null: not there): a create sets, a delete had. */
export const holidayChanges = (before: Holiday | null, after: Holiday | null): AuditChange[] =>
  fieldChanges(before, after, FIELDS);

/** A sync as one event: which countries and years it read, and how many holidays it added. */
export const holidaySyncChanges = (
  country: HolidayCountryFilter,
  years: readonly number[],
  added: number,
): AuditChange[] => [
  { field: 'country', from: null, to: country },
  { field: 'years', from: null, to: years },
  { field: 'added', from: null, to: added },
];

/** `United Kingdom holidays 2026–2027`: a sync names no one holiday. */
export const holidaySyncLabel = (country: HolidayCountryFilter, years: readonly number[]) =>
  `${country} holidays ${years.join('–')}`;
