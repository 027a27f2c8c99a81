/**
 * A list endpoint's address with the query's non-empty values (the API applies the defaults).
 * A repeatable filter goes as `A,B`, which is how the API reads it; an empty one is left out.
 */
export function listUrl(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== null && text !== '') params.set(key, String(text));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
