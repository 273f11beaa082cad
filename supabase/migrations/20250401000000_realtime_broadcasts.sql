-- Live changes: the database announces every change to a user's calculations,
-- comparisons, goals and profile on the user's private Realtime topic
-- "user:<id>", whatever made it (the JSON API, a form, a direct Supabase call).
-- realtime.broadcast_changes and realtime.send are Supabase Realtime's own
-- functions ("broadcast from the database"); the stand-in provides the same.

-- A row change, sent as the writing user: their own topic passes the "users send
-- on their own topic" policy; service_role bypasses row-level security. A refused
-- message is only a warning in realtime.send, so it never blocks the write.
-- Payload: { schema, table, operation, record, old_record }.
create function public.broadcast_user_row_change()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform realtime.broadcast_changes(
    'user:' || coalesce(new.user_id, old.user_id)::text,
    tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end;
$$;

revoke all on function public.broadcast_user_row_change() from public, anon, authenticated, service_role;

create trigger broadcast_changes
  after insert or update or delete on public.calculations
  for each row execute function public.broadcast_user_row_change();
create trigger broadcast_changes
  after insert or update or delete on public.comparisons
  for each row execute function public.broadcast_user_row_change();
create trigger broadcast_changes
  after insert or update or delete on public.goals
  for each row execute function public.broadcast_user_row_change();

-- A profile change (user metadata such as the username and picture, or the
-- email). Auth writes auth.users as its own admin role, which may not use the
-- realtime schema, so this runs as the function's owner with an empty
-- search_path. The payload carries no personal data: the browser refetches.
create function public.broadcast_profile_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('schema', 'auth', 'table', 'profile', 'operation', 'UPDATE'),
    'UPDATE', 'user:' || new.id::text, true);
  return null;
end;
$$;

revoke all on function public.broadcast_profile_change() from public, anon, authenticated, service_role;

create trigger broadcast_profile_change
  after update of raw_user_meta_data, email on auth.users
  for each row
  when (old.raw_user_meta_data is distinct from new.raw_user_meta_data or old.email is distinct from new.email)
  execute function public.broadcast_profile_change();
