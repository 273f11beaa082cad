import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAuthSettings } from '../../supabase/local/auth-config.ts'
import { jwtSecretFor, randomKeys } from '../../supabase/local/keys.ts'
import { createLiteApp, type LiteApp } from '../../supabase/local/lite-app.ts'
import { LocalMailbox } from '../../supabase/local/mailbox.ts'
import { REPO_ROOT } from '../../supabase/local/repo-root.ts'

/**
 * `src/supabase/database.ts` is generated once per migration, not on every
 * build; this keeps it honest. The schema the migrations build in the
 * stand-in's Postgres is read from the catalogue, the Database type through
 * the TypeScript checker, and both are reduced to the same outline: each
 * table's columns with their nullability, each function's arguments (trigger
 * functions are not in the type, as the generator leaves them out), each
 * composite type's fields.
 */
type Outline = Record<string, Record<string, string>>

let lite: LiteApp
let storageDir: string
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'timeprice-types-'))
  const keys = randomKeys()
  const auth = readAuthSettings(REPO_ROOT)
  const siteUrl = auth.siteUrl
  const mailbox = new LocalMailbox({ apiUrl: () => siteUrl, siteUrl, context: () => undefined, onPkceLink: () => {}, log: () => {} })
  lite = await createLiteApp({ dataDir: null, storageDir, keys, jwtSecret: jwtSecretFor(keys), auth, mailbox })
})
afterAll(async () => {
  await lite.close()
  await rm(storageDir, { recursive: true, force: true })
})

async function rows<Row>(sql: string): Promise<Row[]> {
  return (await lite.app.connection.exec<{ rows: Row[] }>(sql)).rows
}

function group(entries: Array<{ owner: string; name: string; shape: string }>): Outline {
  const outline: Outline = {}
  for (const { owner, name, shape } of entries) (outline[owner] ??= {})[name] = shape
  return outline
}

/** The public schema as Postgres has it after every migration ran. */
async function schemaOutline(): Promise<Record<'Tables' | 'Functions' | 'CompositeTypes', Outline>> {
  const columns = await rows<{ owner: string; name: string; nullable: boolean; kind: string }>(`
    select c.relname as owner, a.attname as name, not a.attnotnull as nullable, c.relkind as kind
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'c') and a.attnum > 0 and not a.attisdropped`)
  const functions = await rows<{ name: string; args: string[] | null }>(`
    select p.proname as name, p.proargnames[1:p.pronargs] as args
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype`)
  const shaped = columns.map((c) => ({ ...c, shape: c.nullable ? 'nullable' : 'required' }))
  return {
    Tables: group(shaped.filter((c) => c.kind !== 'c')),
    // Composite type fields can always be null, so the generator types them all `| null`.
    CompositeTypes: group(shaped.filter((c) => c.kind === 'c').map((c) => ({ ...c, shape: 'nullable' }))),
    Functions: Object.fromEntries(functions.map((f) => [f.name, Object.fromEntries((f.args ?? []).map((arg) => [arg, 'argument']))])),
  }
}

/** The same outline read from the `Database` type (rows of tables, `Args` of functions, fields of composite types). */
function typeOutline(): Record<'Tables' | 'Functions' | 'CompositeTypes', Outline> {
  const file = `${REPO_ROOT}/src/supabase/database.ts`
  const program = ts.createProgram([file], { strict: true, noEmit: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)!
  const alias = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database')!
  const member = (type: ts.Type, name: string) => checker.getTypeOfSymbol(type.getProperty(name)!)
  const publicSchema = member(checker.getTypeAtLocation(alias.name), 'public')
  const fields = (type: ts.Type, shape: (field: ts.Type) => string) =>
    Object.fromEntries(type.getProperties().map((p) => [p.name, shape(checker.getTypeOfSymbol(p))]))
  const nullability = (field: ts.Type) =>
    field.isUnion() && field.types.some((t) => t.flags & ts.TypeFlags.Null) ? 'nullable' : 'required'
  const each = (group: string, pick: (entry: ts.Type) => Record<string, string>): Outline =>
    Object.fromEntries(
      member(publicSchema, group)
        .getProperties()
        .map((p) => [p.name, pick(checker.getTypeOfSymbol(p))]),
    )
  return {
    Tables: {
      ...each('Tables', (t) => fields(member(t, 'Row'), nullability)),
      ...each('Views', (t) => fields(member(t, 'Row'), nullability)),
    },
    CompositeTypes: each('CompositeTypes', (t) => fields(t, nullability)),
    Functions: each('Functions', (f) => fields(member(f, 'Args'), () => 'argument')),
  }
}

describe('the Database type', () => {
  it('matches the schema the migrations build (regenerate src/supabase/database.ts after a migration)', async () => {
    expect(typeOutline()).toEqual(await schemaOutline())
  })
})
