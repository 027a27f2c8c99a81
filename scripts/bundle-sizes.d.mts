// Types of bundle-sizes.mjs for the TypeScript benches that read it. Sizes are gzip bytes.

/** Every JS file of the shell's build, lazy pages and unused fallback copies included. */
export function shellSize(): number;

/** The shell's chunk graph, written by its production build. */
export function shellChunkGraph(): {
  startup: string[];
  pages: Record<string, string[]>;
  startupPackages: Record<string, string[]>;
};

/** What the shell downloads before its first screen, e.g. a signed-in visitor's /dashboard. */
export function shellStartupSize(): number;

/** What a first load at a shell page's address downloads: start-up plus that page. */
export function shellPageLoadSize(page: string): number;

/** Per remote, its remoteEntry plus the chunks its exposed ./App needs synchronously. */
export function remoteSizes(): Record<string, number>;
