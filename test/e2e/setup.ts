import { beforeEach } from 'vitest'
import { printTraces } from './support/live.ts'

// A journey that fails prints what its open pages were doing (`traceLive`).
beforeEach(({ onTestFailed }) => onTestFailed(printTraces))
