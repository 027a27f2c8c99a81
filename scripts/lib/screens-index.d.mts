/** Where a remote's screens index is, from the remote's folder. */
export const SCREENS_INDEX: string;
/** The text of `<remote>/src/screens.generated.ts` for the checkout at `root` (before Prettier). */
export function screensIndex(root: string, remote: string): Promise<string>;
/** The same, formatted as the repository's Prettier would write it. */
export function formattedScreensIndex(root: string, remote: string): Promise<string>;
