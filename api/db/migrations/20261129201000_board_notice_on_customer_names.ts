import type { Knex } from 'knex';

// The board shows a customer's name on each ticket, and nothing else of the customer; the
// attendance month shows nothing of customers. A customer added or deleted (deletion is refused
// while it has tickets) or its other columns moved (the figures that ticket and document writes
// keep on it) cannot change either, yet each told every process to forget its boards. Now only a
// change to the name, or a truncate, does.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop trigger customers_board_changed_notice on customers');
  await knex.raw(`create trigger customers_board_changed_notice
    after update of name or truncate on customers
    for each statement execute function notify_board_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger customers_board_changed_notice on customers');
  await knex.raw(`create trigger customers_board_changed_notice
    after insert or update or delete or truncate on customers
    for each statement execute function notify_board_changed()`);
}
