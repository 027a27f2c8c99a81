// Node's default answer to SIGINT and SIGTERM ends the process at once, without its `exit`
// hooks: an embedded PostgreSQL the bench started would go on running (and an INSERT it was
// loading would go on for as long as it lasts). Every way out stops it first.

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/** On SIGINT, SIGTERM or SIGHUP: runs `stop` (once), then exits with the signal's usual code. */
export function stopOnSignals(stop: () => Promise<void>, log: (m: string) => void): void {
  let stopping = false;
  for (const [signal, code] of Object.entries(EXIT_CODES)) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // The bench's query in flight fails as PostgreSQL goes: that is this stop, not a crash.
      process.on('uncaughtException', () => {});
      process.on('unhandledRejection', () => {});
      log(`${signal}: stopping the bench's PostgreSQL before exiting`);
      void stop()
        .catch((error: unknown) => log(`PostgreSQL did not stop cleanly: ${String(error)}`))
        .finally(() => process.exit(code));
    });
  }
}
