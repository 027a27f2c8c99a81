// Types of compatibility.cjs, for the shell (TypeScript) that imports it.
export type Versions = Record<string, string>;

export interface Incompatibility {
  package: string;
  builtAgainst: string;
  provided: string;
}

export const CHECKED_PACKAGES: readonly string[];
export function majorOf(version: unknown): string | null;
export function incompatibilities(builtAgainst: unknown, provided: Versions): Incompatibility[];
export function describeIncompatibilities(problems: readonly Incompatibility[]): string;
export function builtAgainstOf(manifest: unknown): unknown;
