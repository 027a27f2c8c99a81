import type { Knex } from 'knex';

/** The yearly holiday sync's memory: which countries it has imported which year for. */
export function createHolidaySyncsRepository(db: Knex) {
  return {
    async hasHolidays(): Promise<boolean> {
      const row = await db('holidays').first('id');
      return row !== undefined;
    },

    /** The countries holidays are kept for, and the free-text countries tickets are in. */
    async countriesNamed(): Promise<string[]> {
      const { rows } = await db.raw<{ rows: { country: string }[] }>(
        `select country from holidays
         union select country from tickets where country is not null and country <> ''`,
      );
      return rows.map((row) => row.country);
    },

    async syncedFor(year: number): Promise<Set<string>> {
      const rows = await db('holiday_syncs')
        .where({ year })
        .select<{ country: string }[]>('country');
      return new Set(rows.map((row) => row.country));
    },

    async markSynced(country: string, year: number, at: Date): Promise<void> {
      await db('holiday_syncs')
        .insert({ country, year, synced_at: at })
        .onConflict(['country', 'year'])
        .ignore();
    },
  };
}
