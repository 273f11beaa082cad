-- Deleting one's own account: a signed-in user removes their auth user, and
-- with it every row of theirs, through the foreign keys that cascade from
-- auth.users (calculations, goals with their savings, comparisons and their
-- creation log; Auth's sessions, refresh tokens and identities), so every
-- session ends. The function takes no argument: it acts on auth.uid() alone,
-- so nobody can name someone else's account. It runs as its owner, because
-- the API roles may not write auth.users; the service-role key is never
-- needed. The app checks the password and removes the profile picture
-- through the Storage API (Storage refuses direct deletes of its objects)
-- before it calls this.
--
-- Before the rows go, the user's private topic hears `account_deleted`, so
-- the account's other open tabs leave for the goodbye page; Realtime delivers
-- it once the transaction commits, ahead of the cascade's row changes.

create function public.delete_own_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'only a signed-in user can delete their account' using errcode = '42501';
  end if;
  perform realtime.send('{}'::jsonb, 'account_deleted', 'user:' || me::text, true);
  delete from auth.users where id = me;
end;
$$;

revoke all on function public.delete_own_account() from public, anon, service_role;
grant execute on function public.delete_own_account() to authenticated;
