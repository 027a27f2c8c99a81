import type { Knex } from 'knex';
import { containsPattern } from '../lib/like-pattern';

// "Contains" searches run on trigram GIN indexes, whose cost grows with how many rows each
// trigram of the pattern appears in, not with how many rows match. Measured at 100,000 customers
// all named "Customer <n>": name ILIKE '%Customer 54321%' took 18 ms, '%54321%' 0.07 ms, one
// common trigram costing ~0.4 ms. So each searched column is looked up by the rarest word of the
// search only (by PostgreSQL's own column statistics), and the rows found are then checked
// against the whole search, which keeps the meaning of ILIKE '%search%' exactly.

/** Fraction of a column's rows estimated to contain a word; 0 when unknown. */
type Frequency = (word: string) => number;

interface ColumnSample {
  values: string[];
  weights: number[];
}

const REFRESH_MS = 60_000;
/** A word estimated in more than this fraction of a column's rows is not worth looking up by. */
const COMMON = 0.3;
type Samples = Map<string, ColumnSample>;
const caches = new WeakMap<Knex, Map<string, { at: number; samples: Promise<Samples> }>>();

/** pg_stats' most common values and histogram sample of `table.column`s (kept by ANALYZE). */
async function loadSamples(db: Knex, keys: readonly string[]): Promise<Samples> {
  const { rows } = await db.raw<{
    rows: { key: string; mcv: string[] | null; freqs: number[] | null; hist: string[] | null }[];
  }>(
    `select tablename || '.' || attname as key, most_common_vals::text::text[] as mcv,
            most_common_freqs as freqs, histogram_bounds::text::text[] as hist
     from pg_stats where schemaname = current_schema() and tablename || '.' || attname = any(?)`,
    [keys as string[]],
  );
  const columns: Samples = new Map();
  for (const row of rows) {
    const mcv = row.mcv ?? [];
    const freqs = row.freqs ?? [];
    const hist = row.hist ?? [];
    const rest = Math.max(0, 1 - freqs.reduce((sum, f) => sum + f, 0));
    columns.set(row.key, {
      values: [...mcv, ...hist].map((v) => v.toLowerCase()),
      weights: [...freqs, ...hist.map(() => rest / hist.length)],
    });
  }
  return columns;
}

/** The statistics, read at most once a minute; a refresh answers with the previous ones. */
function samples(db: Knex, keys: readonly string[]): Promise<Samples> {
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  const id = keys.join(',');
  const load = () => loadSamples(db, keys).catch((): Samples => new Map());
  const cached = perDb.get(id);
  if (!cached) {
    const entry = { at: Date.now(), samples: load() };
    perDb.set(id, entry);
    return entry.samples;
  }
  if (Date.now() - cached.at >= REFRESH_MS) {
    cached.at = Date.now();
    void load().then((fresh) => (cached.samples = Promise.resolve(fresh)));
  }
  return cached.samples;
}

function frequency(sample: ColumnSample | undefined): Frequency {
  if (!sample) return () => 0;
  return (word) => {
    let f = 0;
    for (let i = 0; i < sample.values.length; i += 1)
      if (sample.values[i]!.includes(word)) f += sample.weights[i]!;
    return f;
  };
}

/**
 * Past this estimated share of a table's rows (summed over the searched columns), a search is
 * common: gathering each column's indexed matches and uniting them costs more than reading the
 * table once with every condition ORed. Measured at 100,000 engineers, "Engineer" is in every
 * name and every email: the united lookups took 250 ms, one pass over the table 33 ms. At a
 * tenth of the rows ("Engineer 5") the lookups still win, 38 ms against 54 ms.
 */
const COMMON_SEARCH = 0.5;

/**
 * Whether `search` is estimated (from the columns' statistics, as `table.column`s) to be in so
 * many rows that the list should read its table once rather than look each column up.
 */
export async function isCommonSearch(
  db: Knex,
  search: string,
  columns: readonly string[],
): Promise<boolean> {
  const text = search.trim().toLowerCase();
  if (text === '') return false;
  const stats = await samples(db, columns);
  let share = 0;
  for (const column of columns) share += frequency(stats.get(column))(text);
  return share >= COMMON_SEARCH;
}

/** Words usable by a trigram index (3 characters or more), lower-cased, without duplicates. */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/))].filter((w) => w.length >= 3);
}

/**
 * For each `table.column`, the word of `search` to look it up by: the rarest one, unless even
 * that one is common (then the column is looked up by the whole search).
 */
export async function lookupWords(
  db: Knex,
  search: string,
  columns: readonly string[],
): Promise<Map<string, string>> {
  const words = searchWords(search);
  const chosen = new Map<string, string>();
  if (words.length === 0) return chosen;
  // One word that is the whole search is looked up by the whole search anyway.
  const single = words.length === 1 && words[0] === search.trim().toLowerCase();
  const stats = single ? new Map<string, ColumnSample>() : await samples(db, columns);
  for (const column of columns) {
    const freq = frequency(stats.get(column));
    let best = words[0]!;
    let bestFreq = freq(best);
    for (const word of words.slice(1)) {
      const f = freq(word);
      if (f < bestFreq || (f === bestFreq && word.length > best.length)) {
        best = word;
        bestFreq = f;
      }
    }
    // A word in most rows narrows nothing; the whole search still has its cross-word trigrams.
    if (bestFreq <= COMMON) chosen.set(column, best);
  }
  return chosen;
}

/**
 * `column` contains `search` (case-insensitive, wildcards literal): the indexed lookup by
 * `word`, then the exact check. Without a usable word, the plain ILIKE.
 */
export function containsCondition(
  column: string,
  search: string,
  word: string | undefined,
): { sql: string; bindings: string[] } {
  if (word === undefined) return { sql: `${column} ilike ?`, bindings: [containsPattern(search)] };
  if (word === search.toLowerCase())
    return { sql: `${column} ilike ?`, bindings: [containsPattern(search)] };
  return {
    sql: `${column} ilike ? and strpos(lower(${column}), lower(?)) > 0`,
    bindings: [containsPattern(word), search],
  };
}

/** Each of `table`'s `columns` contains `search`: its own condition, by its rarest word. */
async function columnConditions(
  db: Knex,
  table: string,
  columns: readonly string[],
  search: string,
): Promise<{ sql: string; bindings: string[] }[]> {
  const words = await lookupWords(
    db,
    search,
    columns.map((column) => `${table}.${column}`),
  );
  return columns.map((column) =>
    containsCondition(column, search, words.get(`${table}.${column}`)),
  );
}

/**
 * The ids of `table`'s rows in which any of `columns` contains `search`, as a subquery: one
 * indexed lookup per column by its rarest word, united (an OR of the columns would scan the
 * table). `id` names the table's key, or what to collect instead (a foreign key).
 */
export async function containingIds(
  db: Knex,
  table: string,
  columns: readonly string[],
  search: string,
  id = 'id',
): Promise<{ sql: string; bindings: string[] }> {
  const found = await columnConditions(db, table, columns, search);
  return {
    sql: found.map((c) => `select ${id} from ${table} where ${c.sql}`).join(' union '),
    bindings: found.flatMap((c) => c.bindings),
  };
}

/**
 * Any of `table`'s `columns` contains `search`, as one condition: each column looked up by its
 * own rarest word, the lookups ORed. For a table whose every searched column has its trigram
 * index, and a statement planned for its values: PostgreSQL then ORs the two indexes' matches
 * for a rare search, and for a common one (an actor's name on half the log) walks the page's own
 * order and stops at the page, where a union of the matches read every one of them first.
 */
export async function containingCondition(
  db: Knex,
  table: string,
  columns: readonly string[],
  search: string,
): Promise<{ sql: string; bindings: string[] }> {
  const found = await columnConditions(db, table, columns, search);
  return {
    sql: found.map((c) => `(${c.sql})`).join(' or '),
    bindings: found.flatMap((c) => c.bindings),
  };
}
