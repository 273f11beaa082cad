import { spawn } from 'node:child_process'

export interface StandInProcess {
  url: string
  publishableKey: string
  /** The `service_role` key: the stand-in derives its legacy HS256 secret from it, and the worker's Cron Trigger stores reference rates with it. */
  secretKey: string
  /** The copy of the ECB's daily feed the stand-in serves on loopback. */
  ratesFeedUrl: string
  stop(): Promise<void>
  /** Sends the process a signal: `SIGSTOP` freezes the stand-in, `SIGCONT` thaws it. */
  signal(name: NodeJS.Signals): void
}

/** Where the stand-in listens and keeps its data: by default a free port and memory. */
export interface StandInOptions {
  port?: number
  /** A folder for its database, files and keys, kept across restarts. */
  dir?: string
  /** Access tokens' lifetime in seconds (default: the stand-in's 3600). */
  jwtExpirySeconds?: number
}

/**
 * Runs the Supabase stand-in as its own Node process (in memory on a free
 * port unless told otherwise) and reads its URL and key from what it prints. The worker tests use
 * this because their Vite setup resolves packages for workerd, not Node.
 */
export function spawnStandIn({ port = 0, dir, jwtExpirySeconds }: StandInOptions = {}): Promise<StandInProcess> {
  const storage = dir ? { LOCAL_SUPABASE_DIR: dir } : { LOCAL_SUPABASE_MEMORY: '1' }
  const expiry = jwtExpirySeconds ? { LOCAL_SUPABASE_JWT_EXPIRY: String(jwtExpirySeconds) } : {}
  const child = spawn(process.execPath, ['supabase/local/main.ts'], {
    env: { ...process.env, LOCAL_SUPABASE_PORT: String(port), ...storage, ...expiry },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGCONT')
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`stand-in did not start:\n${output}`)), 60_000)
    child.once('exit', (code) => reject(new Error(`stand-in exited with ${code}:\n${output}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /SUPABASE_URL=(\S+)/.exec(output)?.[1]
      const publishableKey = /SUPABASE_PUBLISHABLE_KEY=(\S+)/.exec(output)?.[1]
      const secretKey = /SUPABASE_SECRET_KEY=(\S+)/.exec(output)?.[1]
      const ratesFeedUrl = /EXCHANGE_RATES_URL=(\S+)/.exec(output)?.[1]
      if (url && publishableKey && secretKey && ratesFeedUrl) {
        clearTimeout(timer)
        resolve({ url, publishableKey, secretKey, ratesFeedUrl, stop, signal: (name) => child.kill(name) })
      }
    })
  })
}
