/** What an area's demo seed (`areas/<area>.ts`) is given: dates around today and the demo account. */
export interface DemoSeedContext {
  /** Today plus `offset` days, as YYYY-MM-DD. */
  day: (offset: number) => string;
  /** The demo staff account's id. */
  demoUserId: number | null;
}
