import { exactTime, relativeTime } from '../utils/relative-time';

export interface RelativeTimeProps {
  iso: string;
  now: Date;
}

/** "5 minutes ago", with the exact time as its title and machine-readable stamp. */
export function RelativeTime({ iso, now }: RelativeTimeProps) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
