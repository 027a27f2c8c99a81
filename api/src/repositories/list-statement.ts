// The pieces every list page's statement is made of: its ORDER BY, its WHERE, the enum values
// written into its text, and the page of rows as one JSON array. Each list keeps what is tuned
// to it (where its figures come from, how its search narrows) and builds the rest from these,
// so every page sorts, filters and orders its rows the same way.

/** A whitelisted ORDER BY expression; `nullable` where the column may be empty (sorted last). */
export type SortExpression = string | { sql: string; nullable?: true };

export interface ListOrder<F extends string> {
  sort: F;
  order: 'asc' | 'desc';
}

/**
 * `<expression> <direction> [nulls last], <alias>.id <direction>`: the sort column from the
 * whitelist, then the id, so equal values keep one order on every page and an index on
 * (expression, id) serves it. `nulls last` only where nulls exist: on a not-null key it would
 * stop a backward index scan. `between` goes between the two (a second sort key).
 */
export function orderByOf<F extends string>(
  expressions: Record<F, SortExpression>,
  { sort, order }: ListOrder<F>,
  alias: string,
  between = '',
): string {
  const chosen = expressions[sort];
  const { sql, nullable } = typeof chosen === 'string' ? { sql: chosen, nullable: false } : chosen;
  const direction = order === 'desc' ? 'desc' : 'asc';
  const tie = between ? `${between} ${direction}, ` : '';
  return `${sql} ${direction}${nullable ? ' nulls last' : ''}, ${tie}${alias}.id ${direction}`;
}

/**
 * A value of one of the contracts' enums as an SQL literal. Written into the text rather than
 * bound, so the statement's plan knows it; the route has parsed it, and anything else throws.
 */
export function enumLiteral(value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw new Error(`Bad filter value ${value}`);
  return `'${value}'`;
}

/** `where a and b`, or nothing; empty conditions are left out. */
export function whereClause(conditions: readonly (string | null | undefined | false)[]): string {
  const present = conditions.filter(Boolean);
  return present.length ? `where ${present.join(' and ')}` : '';
}

/**
 * The page's rows as one JSON array in page order: `json` for each row of `from` (aliased
 * `alias`) whose id `ids` selects, numbered by `order`.
 */
export function pageItemsJson({
  json,
  from,
  alias,
  order,
  ids,
}: {
  json: string;
  from: string;
  alias: string;
  order: string;
  ids: string;
}): string {
  return `(select coalesce(json_agg(paged.item order by paged.n), '[]'::json)
    from (select ${json} as item, row_number() over (order by ${order}) as n
          from ${from} where ${alias}.id in (${ids})) paged)`;
}

/** A list's answer from its statement's one row: the page's items, `total` and the figures. */
export function listAnswer<Json, Item, Stats extends { total: number }>(
  row: Stats & { items: Json[] },
  { page, limit }: { page: number; limit: number },
  toItem: (json: Json) => Item,
): { items: Item[]; total: number; page: number; limit: number; stats: Stats } {
  const { items, ...stats } = row;
  return {
    items: items.map(toItem),
    total: stats.total,
    page,
    limit,
    stats: stats as unknown as Stats,
  };
}
