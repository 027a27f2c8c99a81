/** `text` as the repository's Prettier would write the file `file` of `root`. */
export function formatted(root: string, file: string, text: string): Promise<string>;
/** The feature remotes of the registry at `root`, by package name. */
export function remotePackages(root: string): string[];
/** Each generated index of `root` with its current text, formatted. */
export function currentIndexes(root: string): Promise<{ file: string; text: string }[]>;
/** Writes every generated index of `root`; answers the files written. */
export function writeIndexes(root: string): Promise<string[]>;
