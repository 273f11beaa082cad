import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@supabase/lite/pglite'
import { REPO_ROOT } from './repo-root.ts'

/**
 * A snapshot of a freshly migrated in-memory database. Every test file, the
 * browser tests and the bench start an in-memory stand-in; starting from the
 * snapshot skips initdb, lite's own schema and every migration (about 5 s of
 * a 6.5 s start). The snapshot is named by everything that builds it — the
 * migrations, the stand-in's own code, the lite and PGlite versions — so a
 * change to any of them makes a new one, and it lives in `node_modules/.cache`,
 * never in git.
 */

const CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/timeprice-stand-in')

/** The files whose text decides what a fresh database holds, in a stable order. */
function sourcesOfTheSchema(): string[] {
  const inDir = (dir: string, ending: string) =>
    readdirSync(join(REPO_ROOT, dir))
      .filter((name) => name.endsWith(ending))
      .sort()
      .map((name) => join(REPO_ROOT, dir, name))
  return [
    ...inDir('supabase/migrations', '.sql'),
    ...inDir('supabase/local', '.ts'),
    join(REPO_ROOT, 'node_modules/@supabase/lite/package.json'),
    join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ]
}

/** Where the snapshot for today's schema lives. */
function templateFile(): string {
  const hash = createHash('sha256')
  for (const file of sourcesOfTheSchema()) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return join(CACHE_DIR, `${hash.digest('hex').slice(0, 16)}.tar`)
}

/** Today's snapshot: its data if one was made, and how to make it. */
export interface Template {
  data: Blob | undefined
  /**
   * Keeps `db` (just migrated, nothing else written) as today's snapshot, in
   * place of older ones: written beside and renamed into place, so a
   * stand-in starting in another process at the same time reads a whole
   * file or none.
   */
  keep(db: PGlite): Promise<void>
}

/** Looks today's snapshot up once per start: its name hashes every source of the schema. */
export function migratedTemplate(): Template {
  const file = templateFile()
  let data: Blob | undefined
  try {
    data = new Blob([readFileSync(file)])
  } catch {
    data = undefined
  }
  return {
    data,
    async keep(db) {
      const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
      mkdirSync(CACHE_DIR, { recursive: true })
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, dump)
      renameSync(partial, file)
      for (const name of readdirSync(CACHE_DIR)) {
        if (name.endsWith('.tar') && join(CACHE_DIR, name) !== file) rmSync(join(CACHE_DIR, name), { force: true })
      }
    },
  }
}
