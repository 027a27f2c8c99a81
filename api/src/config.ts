import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { BULK_UNDO_MINUTES_DEFAULT, IMPORT_MAX_MB_DEFAULT, isTimeZone } from '@trellis/contracts';
import { reminderPolicySchema } from './lib/reminder-policy';

const repoRoot = resolve(import.meta.dirname, '..', '..');

const signupDomains = z
  .string()
  .optional()
  .transform((raw) => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '') return { mode: 'open' as const, domains: [] };
    if (value === 'none' || value === 'closed') return { mode: 'closed' as const, domains: [] };
    return {
      mode: 'domains' as const,
      domains: value
        .split(',')
        .map((d) => d.trim().replace(/^@/, ''))
        .filter(Boolean),
    };
  });

// `https://cdn.example.com` or `http://127.0.0.1:4100`: a scheme, a host and a port, no path.
const remoteOrigins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const origins: string[] = [];
    for (const item of (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = originOf(item);
      if (origin) origins.push(origin);
      else
        ctx.addIssue({
          code: 'custom',
          message: `REMOTE_ORIGINS must list origins such as https://cdn.example.com (scheme, host, optional port; no path), comma separated: "${item}" is not one`,
        });
    }
    return origins;
  });

function originOf(text: string): string | null {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

const url = (what: string) =>
  z.url({ error: `${what} must be a full URL, for example postgres://user:pass@host:5432/db` });

/** Every setting the API reads, with its default. Validated once at start. */
/**
 * How long a process may answer something from memory (0 turns it off, at most ten minutes, a
 * minute unless set): the answer caches, each forgotten at once when what it was drawn from
 * changes, so this bounds only what a lost notice could leave stale.
 */
const answerMemoryMs = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds (0 turns it off)` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(0)
    .max(600_000, `${name} must be at most 600000`)
    .default(60_000);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(1).max(65535).default(8080),
  DATABASE_URL: url('DATABASE_URL').optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, '.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Trellis <no-reply@trellis.local>'),
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be a full URL such as https://trellis.example.com' })
    .optional(),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Origins (comma separated) a remote in remotes.json may be served from, besides our own. */
  REMOTE_ORIGINS: remoteOrigins,
  SIGNUP_DOMAINS: signupDomains,
  /**
   * The role a self-registered staff account gets, by name (any case). Customer Support grants
   * the least of the sample roles (read, update_tickets), fit for an open sign-up; `none` gives no
   * role. A name no role has (renamed or deleted since) also gives none, with a warning.
   */
  DEFAULT_ROLE: z
    .string()
    .trim()
    .max(60, 'DEFAULT_ROLE must be a role name of at most 60 characters')
    .optional()
    .transform((v) => (!v || v.toLowerCase() === 'none' ? null : v)),
  /**
   * How long the audit trail keeps an entry, in days; unset keeps everything. Older entries are
   * pruned at start and daily, and the kept chain stays verifiable from its oldest row.
   */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'AUDIT_RETENTION_DAYS must be a whole number of days' })
    .int('AUDIT_RETENTION_DAYS must be a whole number of days')
    .min(30, 'AUDIT_RETENTION_DAYS must be at least 30: an audit trail answers for last month')
    .optional(),
  UPLOAD_MAX_FILE_MB: z.coerce
    .number({ error: 'UPLOAD_MAX_FILE_MB must be a number' })
    .positive()
    .max(100)
    .default(10),
  UPLOAD_MAX_FILES: z.coerce
    .number({ error: 'UPLOAD_MAX_FILES must be a number' })
    .int()
    .positive()
    .max(100)
    .default(20),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /**
   * How long a process may answer from its memory of a session (its user and permissions)
   * before asking the database again; 0 asks on every request. Sign-outs, role and account
   * changes clear every process's memory at once (sessions-changed notices), so this bounds only
   * what a lost notice could leave stale.
   */
  SESSION_CACHE_MS: z.coerce
    .number({ error: 'SESSION_CACHE_MS must be a number of milliseconds (0 turns it off)' })
    .int('SESSION_CACHE_MS must be a whole number of milliseconds')
    .min(0)
    .max(60_000, 'SESSION_CACHE_MS must be at most 60000: a revoked session must not live on')
    .default(2000),
  /** The dispatch board and the attendance month; a change to what they show clears them. */
  BOARD_CACHE_MS: answerMemoryMs('BOARD_CACHE_MS'),
  /** The receivables' totals and aging; any write of invoices clears them. */
  FIGURES_CACHE_MS: answerMemoryMs('FIGURES_CACHE_MS'),
  /** The engineers list's pages, per query and day; any write of users clears them. */
  ENGINEER_LIST_CACHE_MS: answerMemoryMs('ENGINEER_LIST_CACHE_MS'),
  /** The audit trail's pages, per reader's permissions and query; any new entry clears them. */
  AUDIT_PAGE_CACHE_MS: answerMemoryMs('AUDIT_PAGE_CACHE_MS'),
  /** How long a bulk action can be undone. */
  UNDO_MINUTES: z.coerce
    .number({ error: 'UNDO_MINUTES must be a number of minutes' })
    .int('UNDO_MINUTES must be a whole number of minutes')
    .min(1, 'UNDO_MINUTES must be at least 1')
    .max(1440, 'UNDO_MINUTES must be at most 1440 (a day)')
    .default(BULK_UNDO_MINUTES_DEFAULT),
  /** The largest file an import takes. */
  IMPORT_MAX_MB: z.coerce
    .number({ error: 'IMPORT_MAX_MB must be a number of megabytes' })
    .positive('IMPORT_MAX_MB must be more than 0')
    .max(1024, 'IMPORT_MAX_MB must be at most 1024')
    .default(IMPORT_MAX_MB_DEFAULT),
  /**
   * How many import steps (reading a file, writing its rows) a process runs at once: each holds
   * one of the pool's ten connections until it ends, so the rest stay for the requests.
   */
  IMPORTS_AT_ONCE: z.coerce
    .number({ error: 'IMPORTS_AT_ONCE must be a whole number' })
    .int('IMPORTS_AT_ONCE must be a whole number')
    .min(1, 'IMPORTS_AT_ONCE must be at least 1')
    .max(5, 'IMPORTS_AT_ONCE must be at most 5: each takes one of the 10 database connections')
    .default(2),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'MAX_EVENT_LOOP_DELAY_MS must be a number of milliseconds (0 turns it off)' })
    .int()
    .min(0)
    .max(60_000)
    .default(1000),
  APP_TIME_ZONE: z
    .string()
    .default('UTC')
    // A zone name, never an offset: PostgreSQL reads '+05:00' with the sign the other way round.
    .refine((zone) => /^[A-Za-z][\w+\-/]*$/.test(zone) && isTimeZone(zone), {
      error: 'APP_TIME_ZONE must be an IANA time zone such as Europe/London or America/New_York',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which X-Forwarded-For hops to believe: the number of proxies in front of the API, or their
   * addresses. `true` would believe the left-most address, which any client can write.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v !== 'true', {
      error:
        'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For: give the number of proxies in front of the API (1) or their addresses (10.0.0.1, 10.0.0.0/8)',
    })
    .refine((v) => v === '' || v === 'false' || /^\d{1,2}$/.test(v) || proxyAddresses(v) !== null, {
      error:
        'TRUST_PROXY must be a number of proxy hops (1) or a comma-separated list of proxy addresses or networks (10.0.0.1, 10.0.0.0/8)',
    })
    .transform((v): number | string[] =>
      v === '' || v === 'false' ? 0 : /^\d+$/.test(v) ? Number(v) : proxyAddresses(v)!,
    ),
  WEB_DIR: z.string().default(resolve(repoRoot, 'shell', 'dist')),
  REMOTES_DIR: z.string().default(resolve(repoRoot, 'dist', 'remotes')),
  REMOTES_MANIFEST: z.string().default(resolve(repoRoot, 'dist', 'remotes.json')),
  API_WORKERS: z
    .string()
    .default('1')
    .refine((v) => v === 'auto' || /^[1-9]\d{0,2}$/.test(v), {
      error: "API_WORKERS must be a whole number of processes (1 or more) or 'auto' (one per core)",
    })
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000),
  /** Unset: on, except in production (see loadConfig), where demo accounts are a way in. */
  SEED_DEMO: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v !== 'false' && v !== '0')),
  /**
   * `off` keeps this process out of the scheduled jobs: it neither schedules nor runs any (a
   * read-only replica, a process kept for the screens only). At least one process must run them.
   */
  JOBS: z
    .string()
    .default('on')
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => ['on', 'off', 'true', 'false', '1', '0'].includes(v), {
      error: "JOBS must be 'on' or 'off' ('off' keeps this process out of the scheduled jobs)",
    })
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  /** Automatic invoice reminders: days after due for the first, days between, most per invoice. */
  REMINDER_POLICY: reminderPolicySchema,
});

/** `10.0.0.1, 10.0.0.0/8` as addresses and networks, or null when one of them is neither. */
function proxyAddresses(value: string): string[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const valid = parts.every((part) => {
    const [address, bits, extra] = part.split('/');
    if (extra !== undefined || !address || !isIP(address)) return false;
    return (
      bits === undefined ||
      (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
    );
  });
  return valid && parts.length > 0 ? parts : null;
}

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - ${i.path.join('.') || 'config'}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
