import pg from 'pg';

/** The advisory lock space of the jobs (the audit chain's lock is 7120020). */
const JOB_LOCK_SPACE = 7120030;

export class JobBusyError extends Error {
  constructor(name: string) {
    super(`The job ${name} is already running in another process`);
  }
}

/**
 * Runs `work` holding the job's advisory lock, on a connection of its own, so that no two runs
 * of one job ever overlap, whichever process or path started them. The lock lives exactly as long
 * as that connection: a process that dies mid-run frees it with its connection.
 */
export async function withJobLock<T>(
  databaseUrl: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  // An idle connection the server drops must not crash the process; the run finds out on its own.
  client.on('error', () => {});
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [JOB_LOCK_SPACE, name],
    );
    if (!rows[0]?.locked) throw new JobBusyError(name);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
