import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { migrationsDir } from '../src/db/database';

// For the knex CLI only: `pnpm --filter @trellis/api migrate:make <name>` names a new migration
// (that needs no database). The API runs the migrations itself at start (src/db/connect.ts).
const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: {
    directory: migrationsDir,
    extension: 'ts',
    loadExtensions: ['.ts'],
    stub: fileURLToPath(new URL('./migration.stub', import.meta.url)),
  },
};

export default config;
