// A search that names a ticket by its code.

/** '#AIM-T-007', 'AIM-T-7', 'T-007' or '007' name ticket 7; anything else is not a code. */
export function idFromTicketCode(search: string): number | null {
  const match = /^(?:#?aim-?)?(?:t-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/**
 * For a search that is a ticket code, the word to look every column up by: the code's digits.
 * A row that contains the code contains them, and the digits are the code's rarest part: its
 * letters (`aim`, `t`) share trigrams with many names and cities. It also spares the lookup of
 * the columns' statistics. Fewer than three digits make no trigram: the whole code is used.
 */
export function codeWords(search: string, columns: readonly string[]): Map<string, string> {
  const digits = /\d+/.exec(search)?.[0] ?? '';
  return new Map(digits.length >= 3 ? columns.map((column) => [column, digits]) : []);
}
