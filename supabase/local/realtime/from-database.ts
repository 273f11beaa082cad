import type { PGlite } from '@supabase/lite/pglite'
import type { BroadcastHub } from './hub.ts'
import { literal, probe } from './probe.ts'

const CHANNEL = 'supabase_local_realtime'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Supabase Realtime's "broadcast from the database", with the signatures and
 * behaviour of the hosted functions: `realtime.send` stores a broadcast row as the
 * calling role (so the INSERT policy on `realtime.messages` decides; a refusal or
 * any other error becomes a WARNING and the caller's write goes on), and
 * `realtime.broadcast_changes` sends a trigger's row change as
 * `{ schema, table, operation, record, old_record }`.
 *
 * Hosted Realtime reads committed rows from the replication stream; the stand-in's
 * stand-in for that is `realtime.local_delivery`, a trigger that announces each
 * complete broadcast row with `pg_notify`, which Postgres delivers only on COMMIT.
 */
export const BROADCAST_FROM_DATABASE_SQL = `
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql as $fn$
declare
  message_id uuid := gen_random_uuid();
begin
  begin
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (
      message_id,
      case when payload ? 'id' then payload else jsonb_set(payload, '{id}', to_jsonb(message_id)) end,
      event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$fn$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void language plpgsql as $fn$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation is null or operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema),
    event_name, topic_name);
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end
$fn$;

create or replace function realtime.local_delivery() returns trigger language plpgsql as $fn$
begin
  if new.extension = 'broadcast' and new.event is not null and new.payload is not null and new.private is not null then
    perform pg_notify('${CHANNEL}', new.id::text);
  end if;
  return null;
end
$fn$;
drop trigger if exists local_delivery on realtime.messages;
create trigger local_delivery after insert on realtime.messages
  for each row execute function realtime.local_delivery();
delete from realtime.messages where inserted_at < now() - interval '3 days';
`

interface StoredMessage {
  topic: string
  event: string
  private: boolean
  payload: unknown
  id: string
}

/**
 * Delivers every committed `realtime.messages` broadcast to the hub, in commit
 * order, as hosted Realtime does: `{ type, event, payload, meta: { id } }` to the
 * private or public subscribers of its topic. Resolves with a function that stops.
 */
export async function deliverFromDatabase(db: PGlite, hub: BroadcastHub): Promise<() => Promise<void>> {
  let pending = Promise.resolve()
  const deliver = async (id: string) => {
    const message = await readMessage(db, id).catch(() => null)
    if (!message) return
    const payload = { type: 'broadcast', event: message.event, payload: message.payload, meta: { id: message.id } }
    hub.publish({ topic: message.topic, isPrivate: message.private, event: message.event, payload })
  }
  return db.listen(CHANNEL, (id) => {
    if (UUID.test(id)) pending = pending.then(() => deliver(id))
  })
}

async function readMessage(db: PGlite, id: string): Promise<StoredMessage | null> {
  const row = await probe(
    db,
    `result := (select json_build_object('topic', topic, 'event', event, 'private', private, 'payload', payload, 'id', id)
      from realtime.messages where id = ${literal(id)}::uuid);`,
  )
  return row === null ? null : (JSON.parse(row) as StoredMessage)
}
