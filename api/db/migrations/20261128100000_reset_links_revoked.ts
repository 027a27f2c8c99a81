import type { Knex } from 'knex';

// A reset or invitation link dies when it can no longer be what its mail promised: when a newer
// link is sent to the same account, and when the account's password or email changes (by the
// link itself, from the profile, by an administrator, or in SQL by hand). Triggers, so that
// every path that writes a user or a link keeps the rule without remembering it.

const REVOKE_OLDER = `create function password_resets_revoke_older() returns trigger
  language plpgsql as $fn$
  begin
    update password_resets set revoked_at = now()
      where user_id = new.user_id and id < new.id and used_at is null and revoked_at is null;
    return null;
  end $fn$`;

const REVOKE_ON_CHANGE = `create function password_resets_revoke_on_account_change()
  returns trigger language plpgsql as $fn$
  begin
    update password_resets set revoked_at = now()
      where user_id = new.id and used_at is null and revoked_at is null;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table password_resets add column revoked_at timestamptz');
  await knex.raw(REVOKE_OLDER);
  await knex.raw(`create trigger password_resets_newest_only after insert on password_resets
    for each row execute function password_resets_revoke_older()`);
  await knex.raw(REVOKE_ON_CHANGE);
  await knex.raw(`create trigger users_revoke_reset_links after update of password_hash, email
    on users for each row
    when (old.password_hash is distinct from new.password_hash or old.email is distinct from new.email)
    execute function password_resets_revoke_on_account_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_revoke_reset_links on users');
  await knex.raw('drop function password_resets_revoke_on_account_change()');
  await knex.raw('drop trigger password_resets_newest_only on password_resets');
  await knex.raw('drop function password_resets_revoke_older()');
  await knex.raw('alter table password_resets drop column revoked_at');
}
