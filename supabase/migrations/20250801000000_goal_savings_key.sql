-- An addition to a goal's savings may name a key: the key a goal card's form
-- was rendered with, or an API client's Idempotency-Key. The goal keeps the key
-- of its last addition, so the same addition sent again (a reload that resends
-- the form after its answer was lost, a retried request) adds nothing and
-- answers the goal as it stands. Additions under other keys, or under none,
-- all count, so two tabs adding at once still both add.
alter table public.goals add column last_savings_key uuid;

drop function public.add_goal_savings(uuid, numeric);

create function public.add_goal_savings(goal_id uuid, amount numeric, savings_key uuid default null)
returns setof public.goals
language sql
volatile
security invoker
set search_path = ''
as $$
  with added as (
    update public.goals g
    set saved_amount = g.saved_amount + add_goal_savings.amount,
        last_savings_key = add_goal_savings.savings_key
    where g.id = add_goal_savings.goal_id
      and add_goal_savings.amount > 0
      and g.saved_amount + add_goal_savings.amount <= 1000000000
      and (add_goal_savings.savings_key is null or g.last_savings_key is distinct from add_goal_savings.savings_key)
    returning g.*
  )
  select * from added
  union all
  select g.* from public.goals g
  where g.id = add_goal_savings.goal_id
    and g.last_savings_key = add_goal_savings.savings_key;
$$;

revoke all on function public.add_goal_savings(uuid, numeric, uuid) from public;
grant execute on function public.add_goal_savings(uuid, numeric, uuid) to authenticated;
