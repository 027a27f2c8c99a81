import { AppError } from './app-error';

/** The path (`persons.1.person_name`) of the first text holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text (error 22021), so input holding it is refused as a
 * 400 naming the field before any route or query sees it: every route, present and future.
 */
export function rejectNulCharacters(value: unknown, root?: string): void {
  const found = findNulCharacter(value, root ? [root] : []);
  if (found === null) return;
  const message = `${found} must not contain a NUL character`;
  throw new AppError('VALIDATION_FAILED', message, [{ path: found, message }]);
}
