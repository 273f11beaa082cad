import { execFileSync, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NODE_PAGES } from './lib/node-render.ts'
import { buildDeployBundle } from './lib/worker-bundle.ts'

/**
 * `npm run bench:instructions`: the machine instructions one guest request
 * costs the deployable bundle in Node (miss and hit of home, the FAQ and the
 * sample comparison), counted by Valgrind. CPU time on a shared machine
 * swings by a third from run to run (`npm run bench`), an instruction count
 * by under 2 % (home and the FAQ to the printed digit), so this is how a
 * change to a render is told apart from noise. Each figure is the
 * difference between two runs of the same requests, `FEW` and `MANY` of
 * them after the same warm-up, divided by `MANY - FEW`, which leaves out
 * Node's start and the warm-up, with V8 made predictable (`NODE_FLAGS`). It
 * needs Valgrind (`apt-get install valgrind`) and takes about five minutes.
 * Figures, never test assertions.
 */
const FEW = 200
const MANY = 800
/**
 * V8 as predictable as it gets: one thread (no background compiler or
 * collector), no time-driven heuristics, fixed hash and random seeds, and
 * a full collection at the end of each run (`gc`). With one thread alone,
 * the comparison's miss still moved by 6 % between runs.
 */
const NODE_FLAGS = ['--single-threaded', '--predictable', '--hash-seed=1', '--random-seed=1', '--expose-gc']

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' })
} catch {
  console.error('bench:instructions needs Valgrind: apt-get install valgrind')
  process.exit(1)
}

/** The instructions Valgrind's callgrind counted for `count` requests (Node's start and the warm-up included). */
function instructionsFor(bundle: string, path: string, served: 'miss' | 'hit', count: number): Promise<number> {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...NODE_FLAGS]
  args.push('scripts/lib/guest-requests-run.ts', bundle, path, served, String(count))
  const child = spawn('valgrind', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const collected = /Collected : (\d+)/.exec(output)
      if (code === 0 && collected) resolve(Number(collected[1]))
      else reject(new Error(`valgrind ${path} ${served} failed (${code}):\n${output.slice(-2000)}`))
    }),
  )
}

const outdir = await mkdtemp(join(tmpdir(), 'timeprice-instructions-'))
try {
  const bundle = await buildDeployBundle(outdir)
  console.log(`Instructions per guest request in Node (the deployable bundle, ${MANY} minus ${FEW} requests, Valgrind's count):`)
  for (const { name, path } of NODE_PAGES) {
    const figures: string[] = []
    for (const served of ['miss', 'hit'] as const) {
      const [few, many] = await Promise.all([
        instructionsFor(bundle.file, path, served, FEW),
        instructionsFor(bundle.file, path, served, MANY),
      ])
      figures.push(`${served} ${((many - few) / (MANY - FEW) / 1e6).toFixed(2)} M`)
    }
    console.log(`  ${name.padEnd(20)} ${figures.join('   ')}`)
  }
} finally {
  await rm(outdir, { recursive: true, force: true })
}
