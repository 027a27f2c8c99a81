/**
 * Fastify's trust for X-Forwarded-For from TRUST_PROXY: proxy addresses and networks as they
 * are, or a hop count as "the nearest `hops` addresses are our proxies". Fastify itself now
 * trusts nothing for a bare number (a client reaching the API directly could then write its own
 * hops), so the count is ours to apply; it is meant for an API only the proxies can reach, and
 * the addresses are the safer choice anywhere else.
 */
export function trustedProxies(
  setting: number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
