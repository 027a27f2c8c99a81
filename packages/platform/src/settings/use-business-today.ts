import { useEffect, useState } from 'react';
import { businessToday } from '@trellis/contracts/constants';
import { useAppSettings } from './app-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds since the last midnight, on the wall clock of `timeZone`. */
function msIntoDay(timeZone: string, at: number): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const part = (type: 'hour' | 'minute' | 'second') =>
    Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (at % 1000);
}

/**
 * How long until the calendar day changes in `timeZone`. A day with a DST change is 23 or 25
 * hours long, so the wall-clock guess is corrected until it lands on the next day's midnight.
 */
export function msUntilNextDay(timeZone: string, now: number): number {
  const today = businessToday(timeZone, new Date(now));
  let next = now + DAY_MS - msIntoDay(timeZone, now);
  for (let i = 0; i < 3; i += 1) {
    const into = msIntoDay(timeZone, next);
    if (businessToday(timeZone, new Date(next)) === today) next += DAY_MS - into;
    else if (into > 0) next -= into;
    else break;
  }
  return Math.max(next - now, 1000);
}

/** The zone this browser runs in: "today" until the business settings have loaded. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The business "today" (YYYY-MM-DD) in the business time zone of GET /api/settings, the same
 * day the server's SQL calls today. Until the settings load it is the browser's
 * today. The component re-renders when that day ends, and when the tab becomes visible again
 * (a sleeping laptop's timers run late).
 */
export function useBusinessToday(): string {
  const { data } = useAppSettings();
  const timeZone = data?.timeZone ?? browserTimeZone();
  // When the day was last read: the render shows that moment's day, the timer moves it on.
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // Counted from `now`: when the zone arrives after its midnight, this fires at once.
    const dayEnds = now + msUntilNextDay(timeZone, now);
    const timer = setTimeout(() => setNow(Date.now()), Math.max(dayEnds - Date.now(), 0));
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [timeZone, now]);

  return businessToday(timeZone, new Date(now));
}
