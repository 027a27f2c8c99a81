import { AppError } from './app-error';

/** Deeper than any form nests; deeper input would overflow recursive code downstream. */
export const MAX_NESTING_DEPTH = 64;

type Found = { problem: 'nul' | 'depth'; path: string };

/**
 * The first text holding a NUL character (its path, `persons.1.person_name`), or the first
 * place nested deeper than MAX_NESTING_DEPTH. Walked with a stack of its own rather than by
 * recursion, so that a body nested a hundred thousand levels deep cannot overflow the call stack.
 */
function inspect(value: unknown, root: string[]): Found | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { problem: 'nul', path: path.join('.') || 'value' };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (path.length - root.length >= MAX_NESTING_DEPTH)
      return { problem: 'depth', path: path.join('.') || 'value' };
    const children = Array.isArray(item)
      ? item.map((child, index): [string, unknown] => [String(index), child])
      : Object.entries(item);
    // Reversed onto the stack, so that the first problem in reading order is the one reported.
    for (let i = children.length - 1; i >= 0; i -= 1)
      pending.push({ value: children[i]![1], path: [...path, children[i]![0]] });
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text (error 22021), so input holding it is refused as a
 * 400 naming the field before any route or query sees it: every route, present and future.
 * Input nested deeper than MAX_NESTING_DEPTH is refused the same way, in the same walk.
 */
export function rejectNulCharacters(value: unknown, root?: string): void {
  const found = inspect(value, root ? [root] : []);
  if (found === null) return;
  const message =
    found.problem === 'nul'
      ? `${found.path} must not contain a NUL character`
      : `${found.path.split('.').slice(0, 3).join('.')}… is nested more than ${MAX_NESTING_DEPTH} levels deep`;
  throw new AppError('VALIDATION_FAILED', message, [{ path: found.path, message }]);
}
