import type { z } from 'zod';

/**
 * Parses a fixture through its contract schema, unknown keys refused: a fixture (or an override)
 * that drifts from the contract fails the test that builds it, naming the fixture and the field.
 */
export function parseFixture<S extends z.ZodObject>(
  name: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.strict().safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`fixtures.${name} does not match the contract:\n  ${issues.join('\n  ')}`);
}
