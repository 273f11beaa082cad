import type { App } from '@supabase/lite'
import { BROADCAST_FROM_DATABASE_SQL } from './realtime/from-database.ts'

/**
 * What a Supabase project has before any app migration runs: the API roles, the
 * default privileges Supabase grants on `public`, Storage grants, and the part of
 * Realtime's schema that topic policies and broadcast from the database use
 * (`realtime.messages`, `realtime.topic()`, `realtime.send()`,
 * `realtime.broadcast_changes()`). App migrations carry no GRANTs and rely on
 * these, so the stand-in must create them exactly like the platform does.
 */
const PLATFORM_SQL = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;
grant all on all tables in schema storage to anon, authenticated, service_role;
create schema if not exists realtime;
create table if not exists realtime.messages (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  extension text not null,
  event text,
  payload jsonb,
  private boolean default false,
  inserted_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
alter table realtime.messages enable row level security;
create or replace function realtime.topic() returns text language sql stable
  as $fn$ select nullif(current_setting('realtime.topic', true), '')::text $fn$;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
${BROADCAST_FROM_DATABASE_SQL}
`

/**
 * Creates the Supabase platform roles and privileges (idempotent), then stops lite from
 * doing its own: on the first request lite runs `GRANT ALL ON ALL TABLES` in every
 * schema with RLS, which would silently undo the migrations' REVOKEs (for example
 * `contact_messages` being write-only). Marking its RLS context as ready skips that.
 */
export async function ensurePlatform(app: App): Promise<void> {
  await app.ensureSystemSchema()
  await app.connection.exec(PLATFORM_SQL)
  ;(app.connection as unknown as { rlsState: string }).rlsState = 'active'
}
