import type { PGlite } from '@supabase/lite/pglite'

/** The SQLSTATE a probe raises to undo itself; anything else is a real failure. */
const UNDO = 'SL001'
const ATTEMPTS = 20
const RETRY_MS = 10
const ANSWER = '{"result"'

interface Answer {
  result: string | null
  failure: string | null
}

/**
 * Runs a PL/pgSQL block as the database owner and always undoes it, returning the
 * text the block left in its `result` variable.
 *
 * lite runs every request's transaction on the one PGlite session, and its
 * BEGIN … COMMIT can interleave with other queries. A probe is therefore one
 * statement (PGlite runs a statement alone) whose work sits in a subtransaction
 * that is rolled back: it leaves no trace in a transaction that happens to be
 * open, and never fails it (every error is caught inside). It reports through a
 * NOTICE. When it meets such a transaction in a state it cannot work in
 * (aborted, read-only), it tries again shortly after.
 *
 * @example
 * await probe(db, `result := (select count(*) from realtime.messages)::text;`)
 */
export async function probe(db: PGlite, body: string, declarations = ''): Promise<string | null> {
  const statement = `do $probe$
declare
  result text;
  failure text;
begin
  begin
    perform set_config('role', 'none', true);
    declare ${declarations}
    begin
      ${body}
    end;
    raise exception using errcode = '${UNDO}';
  exception when others then
    if sqlstate <> '${UNDO}' then failure := sqlerrm; end if;
  end;
  raise notice '%', json_build_object('result', result, 'failure', failure);
end
$probe$`
  let failure = 'no answer'
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = await run(db, statement).catch((error: Error) => ({ result: null, failure: error.message }))
    if (answer?.failure === null) return answer.result
    failure = answer?.failure ?? failure
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
  throw new Error(`realtime probe failed: ${failure}`)
}

/** Runs the statement and returns the answer its NOTICE carried, if any. */
async function run(db: PGlite, statement: string): Promise<Answer | undefined> {
  const answers: Answer[] = []
  await db.query(statement, [], {
    onNotice: (notice) => {
      if (notice.message?.startsWith(ANSWER)) answers.push(JSON.parse(notice.message) as Answer)
    },
  })
  return answers[0]
}

/**
 * A SQL expression for a text value, safe to splice into a probe: quotes doubled
 * and `$` spelled with `chr(36)` so the value can never close the block's quoting.
 */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in a SQL value')
  return `('${value.replace(/'/g, "''").replace(/\$/g, "' || chr(36) || '")}')`
}
