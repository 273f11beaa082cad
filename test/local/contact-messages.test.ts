import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../../supabase/local/server.ts'
import type { Database } from '../../src/supabase/database.ts'
import { insertContactMessage } from '../../src/supabase/contact-messages.ts'
import { adminClient, client, sharedStandIn } from './support.ts'

let sb: LocalSupabase
const message = { name: 'Ana', email: 'ana@example.test', message: 'Hello, twice?' }

beforeAll(async () => {
  sb = await sharedStandIn()
})

describe('contact messages data layer', () => {
  it('stores a message sent again under the same id once, and counts the second send as stored', async () => {
    const anon = client(sb) as unknown as SupabaseClient<Database>
    const id = crypto.randomUUID()
    expect(await insertContactMessage(anon, message, id)).toEqual({ ok: true })
    expect(await insertContactMessage(anon, message, id)).toEqual({ ok: true })
    const { data } = await adminClient(sb).from('contact_messages').select('id').eq('id', id)
    expect(data).toHaveLength(1)
  })

  it('stores each message sent without an id', async () => {
    const anon = client(sb) as unknown as SupabaseClient<Database>
    const unique = { ...message, message: `Hello ${crypto.randomUUID()}` }
    expect(await insertContactMessage(anon, unique)).toEqual({ ok: true })
    expect(await insertContactMessage(anon, unique)).toEqual({ ok: true })
    const { data } = await adminClient(sb).from('contact_messages').select('id').eq('message', unique.message)
    expect(data).toHaveLength(2)
  })
})
