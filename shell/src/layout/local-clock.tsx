import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** The clock shows minutes, so it refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

const StyledTime = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "3:07 PM GMT+1" in the given zone; an unknown zone falls back to the browser's. */
export function formatLocalTime(date: Date, timeZone: string | null | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(undefined, {
      ...options,
      timeZone: timeZone || browserTimeZone(),
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

export interface LocalClockProps {
  timeZone?: string | null;
}

export function LocalClock({ timeZone }: LocalClockProps) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <StyledTime
      dateTime={now.toISOString()}
      aria-label={`Local time ${formatLocalTime(now, timeZone)}`}
    >
      {formatLocalTime(now, timeZone)}
    </StyledTime>
  );
}
