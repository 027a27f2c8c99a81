import type { Knex } from 'knex';

/**
 * Sample holidays for the Holiday screen, one or two in each of the 11 countries, in
 * `year` (the demo's this year, some already expired) and New Year's Day of the next. Titles and
 * dates are the date-holidays data set's, so a later 'Sync Holiday' skips them instead of
 * adding them again.
 */
export async function seedDemoHolidays(knex: Knex, year: number): Promise<void> {
  const on = (month: number, day: number, y = year) =>
    `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  await knex('holidays').insert([
    { title: "New Year's Day", type: 'Public Holiday', country: 'United States', date: on(1, 1) },
    {
      title: 'Independence Day',
      type: 'National Holiday',
      country: 'United States',
      date: on(7, 4),
    },
    { title: 'Halloween', type: 'Festival', country: 'United States', date: on(10, 31) },
    { title: 'Christmas Day', type: 'Public Holiday', country: 'United Kingdom', date: on(12, 25) },
    { title: 'Boxing Day', type: 'Bank Holiday', country: 'United Kingdom', date: on(12, 26) },
    { title: 'Canada Day', type: 'National Holiday', country: 'Canada', date: on(7, 1) },
    { title: 'Australia Day', type: 'National Holiday', country: 'Australia', date: on(1, 26) },
    { title: 'Republic Day', type: 'National Holiday', country: 'India', date: on(1, 26) },
    { title: 'Labour Day', type: 'Public Holiday', country: 'Germany', date: on(5, 1) },
    { title: 'Bastille Day', type: 'National Holiday', country: 'France', date: on(7, 14) },
    { title: "Children's Day", type: 'Public Holiday', country: 'Japan', date: on(5, 5) },
    { title: 'National Day', type: 'National Holiday', country: 'Singapore', date: on(8, 9) },
    { title: 'National Day', type: 'National Holiday', country: 'UAE', date: on(12, 2) },
    { title: 'Christmas Day', type: 'Public Holiday', country: 'Netherlands', date: on(12, 25) },
    {
      title: "New Year's Day",
      type: 'Public Holiday',
      country: 'United States',
      date: on(1, 1, year + 1),
    },
  ]);
}
