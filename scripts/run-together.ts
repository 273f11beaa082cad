import { spawn } from 'node:child_process'

/*
 * Runs the shell commands given as arguments at the same time, for the
 * checks of `npm test` that leave a CPU idle when run one after another
 * (each type-check is one thread; the worker tests wait on the stand-in).
 * Each command's output is printed whole when it ends, so the logs stay
 * readable; the exit code is 1 if any command failed, after all have ended.
 *
 *   node scripts/run-together.ts 'tsc -p tsconfig.json' 'tsc -p tsconfig.node.json'
 */

/** Runs one command with its output held back, prints it whole when the command ends, and says whether it passed. */
function run(command: string): Promise<boolean> {
  const started = Date.now()
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n$ ${command}\n${Buffer.concat(output).toString()}`)
      process.stdout.write(`$ ${command}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`)
      resolve(code === 0)
    })
  })
}

const commands = process.argv.slice(2)
const results = await Promise.all(commands.map(run))
const failed = commands.filter((_, index) => !results[index])
if (failed.length) {
  process.stdout.write(`\nFailed: ${failed.join(', ')}\n`)
  process.exitCode = 1
}
