import { REALTIME_CLIENT } from '@trellis/contracts/constants';

/**
 * Reconnect delay for the given attempt (0-based): 1000 ms doubling up to 5000 ms, each spread
 * by ±50 % so that many clients do not reconnect in step after a restart.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectDelayMs, reconnectDelayMaxMs, randomizationFactor } = REALTIME_CLIENT;
  const base = Math.min(reconnectDelayMs * 2 ** attempt, reconnectDelayMaxMs);
  const deviation = (random() * 2 - 1) * randomizationFactor * base;
  return Math.round(Math.min(Math.max(base + deviation, 0), reconnectDelayMaxMs));
}
