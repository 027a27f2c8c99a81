// One-second load slices with autocannon and their summary: the bench measures each endpoint in
// slices alternating with the anchor's, so drift on a shared machine hits both alike.
import autocannon from 'autocannon';

export interface Result {
  name: string;
  url: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What a load run sends besides GET with no body. */
export type LoadOptions = Pick<autocannon.Options, 'method' | 'body' | 'headers' | 'requests'>;

export interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function slice(
  url: string,
  seconds: number,
  options: LoadOptions = {},
  connections = 10,
) {
  const r = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    requests: r.requests.total,
    seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  } satisfies Slice;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** req/s over the slices; p50 and p99 are the medians of the slices' (noise-robust). */
export function summarise(name: string, url: string, slices: Slice[]): Result {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return {
    name,
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    rps: Math.round(requests / seconds),
    p50: median(slices.map((s) => s.p50)),
    p99: median(slices.map((s) => s.p99)),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}
