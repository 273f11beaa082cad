-- Row-level security: every row belongs to its owner; comparisons are read one at a
-- time by exact code through get_comparison(); contact messages are write-only.

alter table public.calculations enable row level security;
alter table public.goals enable row level security;
alter table public.comparisons enable row level security;
alter table public.contact_messages enable row level security;

create policy "calculations: owner reads" on public.calculations
  for select to authenticated using (user_id = (select auth.uid()));
create policy "calculations: owner inserts" on public.calculations
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "calculations: owner updates" on public.calculations
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "calculations: owner deletes" on public.calculations
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "goals: owner reads" on public.goals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "goals: owner inserts" on public.goals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "goals: owner updates" on public.goals
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "goals: owner deletes" on public.goals
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "comparisons: owner reads" on public.comparisons
  for select to authenticated using (user_id = (select auth.uid()));
create policy "comparisons: owner inserts" on public.comparisons
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "comparisons: owner deletes" on public.comparisons
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "contact_messages: anyone inserts" on public.contact_messages
  for insert to anon, authenticated with check (true);

-- Comparisons are immutable snapshots: no update grant at all.
revoke update on public.comparisons from anon, authenticated;
-- Contact messages are never read, changed or removed through the API.
revoke select, update, delete on public.contact_messages from anon, authenticated;

create function public.get_comparison(code text)
returns setof public.comparisons
language sql
stable
security definer
set search_path = ''
as $$
  select c.* from public.comparisons c where c.code = get_comparison.code limit 1;
$$;

revoke all on function public.get_comparison(text) from public;
grant execute on function public.get_comparison(text) to anon, authenticated;
