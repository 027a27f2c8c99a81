/**
 * The ILIKE pattern for "contains `text`": the user's `%`, `_` and `\` match themselves, not any
 * character (PostgreSQL's default LIKE escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
