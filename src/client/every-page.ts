/**
 * The one script every page starts after its first paint, after its
 * islands: no React and no messages, so it costs every page little. It
 * watches for a newer build and registers the service worker
 * (`version-check.ts`), and lets the phone's menu close on Escape or a
 * click outside it (`nav-menu.ts`).
 */
import './version-check.ts'
import './nav-menu.ts'
