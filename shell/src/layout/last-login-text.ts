const HOUR_MS = 60 * 60 * 1000;

// 'Nov 10, 2026' in the browser's zone; Intl rather than date-fns, which cost the shell's first
// load 7 KB gzip for this one format.
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Just now', 'N hours ago', 'Yesterday', 'N days ago', else a date; missing: 'First time login'. */
export function lastLoginText(
  lastLogin: string | null | undefined,
  now: Date = new Date(),
): string {
  if (!lastLogin) return 'First time login';
  const at = new Date(lastLogin);
  if (Number.isNaN(at.getTime())) return 'First time login';
  const hours = Math.floor((now.getTime() - at.getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return DATE.format(at);
}
