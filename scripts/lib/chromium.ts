import { existsSync } from 'node:fs'

/**
 * The flags every Chromium this project drives starts with (the browser
 * tests and `npm run bench`): Debian's Chromium, headless and off the
 * network. `--in-process-gpu` composites in the browser process instead of a
 * GPU process of its own: without a GPU that process only copies frames, and
 * dropping it cut Chromium's CPU time in a dashboard journey by about a tenth.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium, or the one `CHROMIUM_PATH` names: what `npm run bench` measures, the browser people run. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's headless shell of the same Chromium build (package `chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/**
 * The Chromium the browser tests drive: the headless shell when it is
 * installed (`.ci/run` installs it), else `CHROMIUM_PATH`; `CHROMIUM_PATH`
 * picks one for both. The shell is the same Blink and V8 without the
 * desktop browser's windows and display compositor, which is what
 * Playwright itself runs headless: the whole browser suite passed alike in
 * both and took half the CPU in the shell (Chromium's processes 280 s
 * instead of 550 s, the suite 244 s instead of 420–449 s on two cores).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)
