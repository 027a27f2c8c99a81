import {
  displayCode,
  gridDays,
  isCompliantForAssignment,
  nearestAsSections,
  WORKDAY_HOURS,
  type DispatchAvailability,
  type DispatchSuggestion,
} from '@trellis/contracts';

// Who should take a ticket, best first, and why in words. Pure: the same inputs always give the
// same order, so the picker never reshuffles between two identical requests.

export interface RankedTicket {
  task_start_date: string | null;
  /** The start date when the ticket has no end date. */
  task_end_date: string | null;
  /** As written on the ticket (trimmed); null when it has none. */
  city: string | null;
}

export interface RankedEngineer {
  id: number;
  username: string;
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
}

export interface RankingInput {
  ticket: RankedTicket;
  /** The business today: a ticket already over is still checked through today. */
  today: string;
  engineers: RankedEngineer[];
  /** Per engineer and day, how many of their OTHER tickets run that day. */
  bookings: { engineer_id: number; day: string; tickets: number }[];
  /** Approved leave overlapping the ticket's days. */
  leaves: { engineer_id: number; start_date: string; end_date: string }[];
  /** Per engineer, their tickets in the ticket's city that started before it. */
  jobs: { engineer_id: number; jobs: number }[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const span = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/** The compliance rule of contracts on the stored nearest expiry, which stands for the profile. */
function lapsing(engineer: RankedEngineer, until: string, today: string) {
  const sections = nearestAsSections(engineer);
  if (!sections) return null;
  const check = isCompliantForAssignment(sections, until, today);
  return check.compliant ? null : check;
}

function bookedPhrase(days: string[], booked: Map<string, number>): string {
  const busy = days.filter((day) => (booked.get(day) ?? 0) > 0);
  if (days.length === 0) return 'no dates set';
  if (busy.length === 0)
    return days.length === 1 ? 'free that day' : `free all ${days.length} days`;
  const shown = busy.slice(0, 2).map((day) => `${booked.get(day)} h on ${day}`);
  const more = busy.length > 2 ? ` (+${plural(busy.length - 2, 'more day')})` : '';
  return `booked ${shown.join(', ')}${more}`;
}

function jobsPhrase(jobs: number, city: string | null): string | null {
  if (!city) return null;
  return jobs === 0 ? `no earlier jobs in ${city}` : `${plural(jobs, 'earlier job')} in ${city}`;
}

/** Each active engineer for the ticket, ranked: assignable, least booked, most local, name, id. */
export function rankSuggestions(input: RankingInput): DispatchSuggestion[] {
  const { ticket, today } = input;
  const days = ticket.task_start_date
    ? gridDays(ticket.task_start_date, ticket.task_end_date ?? ticket.task_start_date)
    : [];
  const until = ticket.task_end_date ?? today;
  const booked = new Map<number, Map<string, number>>();
  for (const b of input.bookings) {
    const byDay = booked.get(b.engineer_id) ?? new Map<string, number>();
    byDay.set(b.day, (byDay.get(b.day) ?? 0) + b.tickets * WORKDAY_HOURS);
    booked.set(b.engineer_id, byDay);
  }
  const jobs = new Map(input.jobs.map((j) => [j.engineer_id, j.jobs]));
  // The first approved leave overlapping the ticket's days, per engineer.
  const leaves = new Map<number, RankingInput['leaves'][number]>();
  const [first, last] = [days[0], days[days.length - 1]];
  for (const leave of input.leaves) {
    if (!first || !last || leave.start_date > last || leave.end_date < first) continue;
    const known = leaves.get(leave.engineer_id);
    if (!known || leave.start_date < known.start_date) leaves.set(leave.engineer_id, leave);
  }

  const ranked = input.engineers.map((engineer) => {
    const byDay = booked.get(engineer.id) ?? new Map<string, number>();
    const bookedHours = days.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0);
    const overbooked = days.some((day) => (byDay.get(day) ?? 0) + WORKDAY_HOURS > WORKDAY_HOURS);
    const lapse = lapsing(engineer, until, today);
    const leave = leaves.get(engineer.id);
    const earlier = ticket.city ? (jobs.get(engineer.id) ?? 0) : 0;
    const availability: DispatchAvailability = lapse
      ? 'not_compliant'
      : leave
        ? 'on_leave'
        : overbooked
          ? 'overbooked'
          : 'available';
    const blockers = [
      lapse ? `${lowerFirst(lapse.document)} expires ${lapse.expiry_date}` : null,
      leave ? `on leave ${span(leave.start_date, leave.end_date)}` : null,
    ].filter((p): p is string => p !== null);
    const reasons = blockers.length
      ? blockers
      : [bookedPhrase(days, byDay), jobsPhrase(earlier, ticket.city)].filter(
          (p): p is string => p !== null,
        );
    const suggestion: DispatchSuggestion = {
      engineer_id: engineer.id,
      name: engineer.username,
      code: displayCode('engineer', engineer.id),
      availability,
      assignable: blockers.length === 0,
      reason: reasons.join(' · '),
      booked_hours: bookedHours,
      earlier_jobs_in_city: earlier,
    };
    return suggestion;
  });

  const byName = (a: DispatchSuggestion, b: DispatchSuggestion) => {
    const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
    if (x !== y) return x < y ? -1 : 1;
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    return a.engineer_id - b.engineer_id;
  };
  return ranked.sort(
    (a, b) =>
      Number(b.assignable) - Number(a.assignable) ||
      a.booked_hours - b.booked_hours ||
      b.earlier_jobs_in_city - a.earlier_jobs_in_city ||
      byName(a, b),
  );
}
