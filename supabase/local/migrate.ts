import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './repo-root.ts'
import { appliedVersions, ensureHistoryTable, splitSqlStatements, type App } from '@supabase/lite'

const FILE_NAME = /^(\d{14})_(.+)\.sql$/

/** The migrations folder shared by hosted Supabase (`supabase db push`) and the stand-in. */
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase/migrations')

/**
 * Applies the pending files of `supabase/migrations` in order, each in its own
 * transaction together with its row in `supabase_migrations.schema_migrations`
 * (the Supabase CLI's history table), so a restart applies only what is new.
 */
export async function applyMigrations(app: App, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await app.ensureSystemSchema()
  const connection = app.connection
  await ensureHistoryTable(connection)
  const done = new Set(await appliedVersions(connection))
  const applied: string[] = []
  for (const file of readdirSync(dir).sort()) {
    const match = FILE_NAME.exec(file)
    if (!match || done.has(match[1]!)) continue
    const statements = splitSqlStatements(readFileSync(join(dir, file), 'utf8'))
    const history = historyInsert(match[1]!, match[2]!, statements)
    await connection.transaction([...statements, history], { intent: 'migration' })
    applied.push(file)
  }
  return applied
}

function historyInsert(version: string, name: string, statements: string[]): string {
  const literal = (s: string) => `'${s.replace(/'/g, "''")}'`
  const array = `array[${statements.map(literal).join(',')}]::text[]`
  return `insert into supabase_migrations.schema_migrations (version, name, statements) values (${literal(version)}, ${literal(name)}, ${array})`
}
