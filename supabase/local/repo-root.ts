import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, so the stand-in's paths do not depend on the current directory (nor break on a space in it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
