-- What only a Supabase project needs, applied right after the shop's first migration.
-- Guarded, so it applies cleanly to a plain Postgres too (and does nothing there).
do $migration$
begin
  -- The shop's tables are for its functions alone (they connect as postgres): the Data API's
  -- roles get no access to them, now or to tables later migrations add.
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on all tables in schema public from anon, authenticated;
    revoke all on all sequences in schema public from anon, authenticated;
    alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
    alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
  end if;

  -- Mail: pg_cron calls deliver-mail every minute over pg_net, with the project's URL and
  -- service-role key from Vault (docs/deploy-supabase.md, step 5).
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net is not available: deliver-mail is not scheduled';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net;
  perform cron.schedule('deliver-mail', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/deliver-mail',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 55000
    )
  $job$);
end
$migration$;
