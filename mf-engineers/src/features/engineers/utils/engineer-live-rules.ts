// The engineers list's realtime timings.

/** How long a row shows 'Recently Updated' after a realtime update. */
export const RECENTLY_UPDATED_MS = 10_000;

/** How long after an update for an engineer not on the page the list is fetched again. */
export const UNKNOWN_ENGINEER_REFETCH_MS = 1_000;
