/** Whether `error` is PostgreSQL refusing a write that would break the unique index `constraint`. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === constraint;
}

/** Runs `write`, throwing `taken()` instead when the unique index `constraint` refuses it. */
export async function refusedAsTaken<T>(
  constraint: string,
  taken: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw violatesUnique(error, constraint) ? taken() : error;
  }
}
