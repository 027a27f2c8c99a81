import type { Knex } from 'knex';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What names a route: the plugin passes the route's options under `routeInfo`. */
interface RouteNames {
  method?: string | string[];
  url?: string;
}

// One statement a hit: a new window starts when the last is over, else the hit is counted in
// it. Returns the hits so far and what is left of the window, in milliseconds.
const HIT = `insert into rate_limits (key, window_start, hits) values (?, now(), 1)
  on conflict (key) do update set
    hits = case when rate_limits.window_start + ?::double precision * interval '1 millisecond' <= now()
      then 1 else rate_limits.hits + 1 end,
    window_start = case when rate_limits.window_start + ?::double precision * interval '1 millisecond' <= now()
      then now() else rate_limits.window_start end
  returning hits,
    greatest(0, ceil(extract(epoch from (window_start
      + ?::double precision * interval '1 millisecond' - now())) * 1000))::int as ttl`;

const READ = `select hits,
    greatest(0, ceil(extract(epoch from (window_start
      + ?::double precision * interval '1 millisecond' - now())) * 1000))::int as ttl
  from rate_limits where key = ?`;

/**
 * A @fastify/rate-limit store in PostgreSQL (the plugin's own stores are per process or Redis):
 * every API process counts in the same rows, so a limit of ten a minute is ten, not ten per
 * process. Each route counts apart, as the plugin's stores do.
 */
export function pgRateLimitStore(db: Knex) {
  return class PgRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.raw<{ rows: { hits: number; ttl: number }[] }>(HIT, [
        this.prefix + key,
        timeWindow,
        timeWindow,
        timeWindow,
      ]).then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      db.raw<{ rows: { hits: number; ttl: number }[] }>(READ, [timeWindow, this.prefix + key]).then(
        ({ rows }) =>
          callback(
            null,
            rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    // Typed loosely: the plugin's types say a route's options, its code passes them in routeInfo.
    child(routeOptions: object): PgRateLimitStore {
      const names = routeOptions as RouteNames & { routeInfo?: RouteNames };
      const { method, url } = names.routeInfo ?? names;
      return new PgRateLimitStore(routeOptions, `${[method].flat().join(',')} ${url ?? ''} `);
    }
  };
}
