/**
 * The one script every page starts after its first paint, after its
 * islands: no React and no messages, so it costs every page little. It
 * watches for a newer build and registers the service worker
 * (`version-check.ts`), and lets an open disclosure close on Escape and
 * the phone's menu on a click outside it (`disclosures.ts`).
 */
import './version-check.ts'
import './disclosures.ts'
