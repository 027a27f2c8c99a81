// Spec 001 §4, §9: the engineers list's realtime timings.

/** How long a row shows 'Recently Updated' after a realtime update. */
export const RECENTLY_UPDATED_MS = 10_000;

/** How long after an update for an engineer not on the page the list is fetched again. */
export const UNKNOWN_ENGINEER_REFETCH_MS = 1_000;

/** The status text shown while the highlight lasts. */
export const RECENTLY_UPDATED_LABEL = 'Recently Updated';
