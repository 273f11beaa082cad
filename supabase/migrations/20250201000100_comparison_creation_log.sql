-- Creating comparisons is limited per user and hour (src/routes/api/comparisons.ts).
-- Deleting a comparison must not give its slot back, so a trigger logs every
-- creation here. Users may read their own log and never write it; entries
-- older than a day are dropped as new ones come in.

create table public.comparison_creations (
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index comparison_creations_user_created_idx on public.comparison_creations (user_id, created_at desc);

alter table public.comparison_creations enable row level security;

create policy "comparison_creations: owner reads" on public.comparison_creations
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on public.comparison_creations from anon;
revoke insert, update, delete on public.comparison_creations from authenticated;

create function public.log_comparison_creation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.comparison_creations
  where user_id = new.user_id and created_at < now() - interval '1 day';
  insert into public.comparison_creations (user_id, created_at) values (new.user_id, new.created_at);
  return new;
end;
$$;

revoke all on function public.log_comparison_creation() from public, anon, authenticated;

create trigger comparisons_log_creation
  after insert on public.comparisons
  for each row execute function public.log_comparison_creation();
