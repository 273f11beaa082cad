-- A shared comparison is public by its code, its owner is not: get_comparison()
-- returns only the columns a public page shows (never user_id), and the
-- anonymous role has no privilege on the table itself, so it can read one row
-- by exact code and nothing else. Owners keep selecting, inserting and deleting
-- their own rows under the policies of the row-level-security migration.

revoke all on public.comparisons from anon;

drop function public.get_comparison(text);

create type public.shared_comparison as (
  code text,
  owner_name text,
  title text,
  items jsonb,
  created_at timestamptz
);

create function public.get_comparison(code text)
returns setof public.shared_comparison
language sql
stable
security definer
set search_path = ''
as $$
  select c.code, c.owner_name, c.title, c.items, c.created_at
  from public.comparisons c
  where c.code = get_comparison.code
  limit 1;
$$;

revoke all on function public.get_comparison(text) from public;
grant execute on function public.get_comparison(text) to anon, authenticated;
