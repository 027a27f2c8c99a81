import type { z } from 'zod';
import { AppError, summarizeDetails } from './app-error';
import { rejectNulCharacters } from './nul-characters';

/** Validates input that did not come through a route schema (multipart fields, JSON inside a field). */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  rejectNulCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', summarizeDetails(details), details);
}

/** A multipart text field that carries JSON. */
export function parseJsonField(raw: string | undefined, field: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', `The field "${field}" is not valid JSON`, [
      { path: field, message: 'Not valid JSON' },
    ]);
  }
}
