-- Adding savings to a goal happens in one statement, so two quick additions
-- (two tabs, a double click) never overwrite each other. The function runs as
-- the caller, so the goals policies decide which rows it can touch: someone
-- else's goal is simply not found. The sum stays within the app's limit of
-- 1,000,000,000; a sum beyond it changes nothing and returns no row.

create function public.add_goal_savings(goal_id uuid, amount numeric)
returns setof public.goals
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.goals g
  set saved_amount = g.saved_amount + add_goal_savings.amount
  where g.id = add_goal_savings.goal_id
    and add_goal_savings.amount > 0
    and g.saved_amount + add_goal_savings.amount <= 1000000000
  returning g.*;
$$;

revoke all on function public.add_goal_savings(uuid, numeric) from public;
grant execute on function public.add_goal_savings(uuid, numeric) to authenticated;

create index goals_user_created_idx on public.goals (user_id, created_at);
