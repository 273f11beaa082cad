import { dirname, resolve } from 'node:path'

/** The repository root, so the stand-in's paths do not depend on the current directory. */
export const REPO_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..')
