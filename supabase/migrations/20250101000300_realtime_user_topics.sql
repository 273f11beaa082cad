-- Private Realtime broadcast topics: a signed-in user may receive and send on
-- "user:<own id>" only (dashboard sync between a user's tabs and devices).

create policy "realtime: users receive on their own topic" on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'user:' || (select auth.uid())::text
  );

create policy "realtime: users send on their own topic" on realtime.messages
  for insert to authenticated
  with check (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = 'user:' || (select auth.uid())::text
  );
