// What each row of the API bench is judged by: its kind, and the goal each kind must reach as a
// ratio to the anchor route measured in the same run.

/**
 * What a row measures, which sets its target: lists' first pages, single filters, the figures,
 * a record and the board must reach a third of the anchor (first pages and filters with a p99
 * of 25 ms at most); searches, deep pages and exports a tenth; a row that sends the same payload as a
 * bare reference route, 0.8 of that route; a reference is measured, not judged.
 */
export type TargetKind =
  | 'first-page'
  | 'filter'
  | 'figure'
  | 'detail'
  | 'board'
  | 'search'
  | 'deep-page'
  | 'export'
  | 'same-payload'
  | 'reference';

export interface Goal {
  /** Minimum req/s as a fraction of the anchor's. */
  minRatio?: number;
  maxP99?: number;
  /** Minimum req/s as a fraction of the reference row's (same-payload rows). */
  ofReference?: number;
}

export const GOALS: Record<TargetKind, Goal> = {
  'first-page': { minRatio: 1 / 3, maxP99: 25 },
  filter: { minRatio: 1 / 3, maxP99: 25 },
  figure: { minRatio: 1 / 3 },
  detail: { minRatio: 1 / 3 },
  board: { minRatio: 1 / 3 },
  search: { minRatio: 1 / 10 },
  'deep-page': { minRatio: 1 / 10 },
  export: { minRatio: 1 / 10 },
  'same-payload': { ofReference: 0.8 },
  reference: {},
};

export interface Target extends Goal {
  name: string;
  path: string;
  kind: TargetKind;
  /** Served by the anchor's process (a bare reference route), not by the API. */
  onAnchor?: boolean;
  /**
   * Served by the API process that remembers nothing (BOARD_CACHE_MS, FIGURES_CACHE_MS,
   * ENGINEER_LIST_CACHE_MS and AUDIT_PAGE_CACHE_MS at 0): the board drawn, the receivables'
   * figures summed, and the engineers list and the audit pages read on every request.
   */
  afresh?: boolean;
  /** Read as the bench's engineer on the mobile app (their own tickets, leave and profile). */
  asEngineer?: boolean;
  /** The reference row a same-payload row is judged against, by name. */
  reference?: string;
}

/**
 * A reference row: the API's answer at `path`, fetched once and then sent from memory by a bare
 * route (no database, no session): the floor under every row that sends that answer.
 */
export function fromMemory(what: string, path: string): Omit<Target, keyof Goal> {
  return {
    name: `reference: ${what}, the API's answer sent again from memory`,
    path: `/reference/memory?of=${encodeURIComponent(path)}`,
    kind: 'reference',
    onAnchor: true,
  };
}
