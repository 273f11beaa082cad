import type { PGlite } from '@supabase/lite/pglite'
import type { Caller } from './access.ts'
import { literal, probe } from './probe.ts'

/** What the `realtime.messages` policies allow a caller on one private topic. */
export interface TopicPolicies {
  /** May join the channel and receive its messages (the SELECT policy). */
  read: boolean
  /** May send on the channel (the INSERT policy). */
  write: boolean
}

/**
 * Asks the project's `realtime.messages` row-level security what the caller may do
 * on a private topic, the way Supabase Realtime does: as the caller's role with its
 * JWT claims and `realtime.topic` set, it reads back a broadcast row inserted for
 * the topic (read) and inserts one (write), then rolls everything back. Refuses
 * both when the database cannot answer.
 */
export async function topicPolicies(db: PGlite, caller: Caller, topic: string): Promise<TopicPolicies> {
  const answer = await Promise.resolve()
    .then(() => probe(db, checkBody(caller, topic), DECLARATIONS))
    .catch(() => null)
  const [read, write] = (answer ?? 'false false').split(' ')
  return { read: read === 'true', write: write === 'true' }
}

const DECLARATIONS = 'probe_id uuid := gen_random_uuid(); can_read boolean; can_write boolean;'

function checkBody(caller: Caller, topic: string): string {
  const claims = JSON.stringify(caller.claims)
  return `
    insert into realtime.messages (id, topic, extension) values (probe_id, ${literal(topic)}, 'broadcast');
    perform set_config('role', ${literal(caller.role)}, true),
      set_config('realtime.topic', ${literal(topic)}, true),
      set_config('request.jwt.claims', ${literal(claims)}, true),
      set_config('request.jwt.claim.sub', ${literal(caller.userId ?? '')}, true),
      set_config('request.jwt.claim.role', ${literal(caller.role)}, true);
    can_read := exists (select from realtime.messages where id = probe_id);
    begin
      insert into realtime.messages (topic, extension) values (${literal(topic)}, 'broadcast');
      can_write := true;
    exception when insufficient_privilege then
      can_write := false;
    end;
    result := can_read::text || ' ' || can_write::text;`
}
