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

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
