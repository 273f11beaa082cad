import { languageOf } from '../../lib/subpath.ts'
import { fallbacksFor, formPageAddress, isStorable, offlinePages } from './offline-cache.ts'
import { asOfflineAnswer } from './offline-answer.ts'

/*
 * The service worker (`GET /sw.js`), so the calculator opens and calculates
 * with no network. On install it keeps, fetched without credentials (the
 * guest's version, never a signed-in page), what the calculator page needs
 * (`PRECACHE`, from the client build) and the calculator and offline page of
 * each language open in a tab; later navigations add their language. Pages
 * come from the network first; only when it fails does a kept page stand in
 * (`fallbacksFor`), marked as the offline answer it is (`asOfflineAnswer`),
 * so the page knows it stands in for the server's; a form sent from one of
 * the site's pages gets the offline page when the network fails
 * (`sendForm`). Kept files are served
 * from the cache. It stores nothing else: no answer to a page's own request
 * (those carry the session), no `/api/`, no write, nothing but a plain 200.
 * Its bytes carry the build id, so a new build installs a new worker, which
 * deletes the old caches.
 */

declare const self: ServiceWorkerGlobalScope
/** The build's id (`esbuild` define). */
declare const BUILD_ID: string
/** The files the calculator and offline pages need (`esbuild` define, from `keptPageAssets`). */
declare const PRECACHE: readonly string[]
/** The offline page's script, which every offline answer names (`esbuild` define). */
declare const OFFLINE_SCRIPT: string

const PREFIX = 'timeprice-'
const CACHE = `${PREFIX}${BUILD_ID}`

/**
 * Fetches each URL without credentials and keeps the answers that may be
 * kept; fails when one may not. `no-store`: the guest's page must not land
 * in the HTTP cache, where a signed-in navigation could be answered with it.
 */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE)
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { credentials: 'omit', cache: 'no-store' })
      if (!isStorable(response)) throw new Error(`${url} may not be kept offline (${response.status})`)
      await cache.put(url, response)
    }),
  )
}

/** Keeps a language's pages unless they are kept already. */
async function keepLanguage(pathname: string): Promise<void> {
  const lang = languageOf(pathname)
  if (!lang) return
  const cache = await caches.open(CACHE)
  const missing = []
  for (const page of offlinePages(lang)) if (!(await cache.match(page))) missing.push(page)
  if (missing.length) await keep(missing)
}

/**
 * A navigation: the network's answer, else the best kept page standing in
 * for it, marked as the offline answer. `no-cache`: a page is always asked
 * for again (a guest's public page may sit in the HTTP cache, stale, under
 * the same address a signed-in user now opens). A request rebuilt with
 * options would name the service worker as its referrer, so the page's own
 * referrer is passed on: the language switch reads the query the page
 * showed from it.
 */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const { referrer, referrerPolicy } = event.request
  try {
    const response = await fetch(event.request, { cache: 'no-cache', referrer, referrerPolicy })
    event.waitUntil(keepLanguage(url.pathname).catch(() => undefined))
    return response
  } catch {
    return (await keptStandIn(url)) ?? Response.error()
  }
}

/**
 * A form sent from one of the site's pages (a plain POST navigation): the
 * network's answer, else the kept offline page marked as standing in for
 * the answer the form never got, in the page's language, instead of the
 * browser's error page. The connection may have failed before the form
 * arrived or after it was done: that page says both, and keeps what was
 * typed for the form's page (`islands/offline.ts`). Going back or forward
 * to a form's answer (which no cache keeps) shows the form's page afresh
 * (not the form's address, which may answer only posts) instead of the
 * browser's "resubmit" error.
 */
async function sendForm(event: FetchEvent, url: URL): Promise<Response> {
  const { referrer, referrerPolicy } = event.request
  // Back or forward to the answer of a form: the browser asks only its cache, which never keeps one; the form's page is shown instead.
  if (event.request.cache === 'only-if-cached') return Response.redirect(formPageAddress(url), 303)
  try {
    return await fetch(event.request, { referrer, referrerPolicy })
  } catch {
    return (await keptStandIn(url, true)) ?? Response.error()
  }
}

/** The best kept page standing in for `url`, marked as the offline answer; undefined when none is kept. */
async function keptStandIn(url: URL, sentForm = false): Promise<Response | undefined> {
  const cache = await caches.open(CACHE)
  for (const page of fallbacksFor(url.pathname)) {
    const kept = await cache.match(page)
    if (kept) return asOfflineAnswer(kept, OFFLINE_SCRIPT, sentForm)
  }
  return undefined
}

/**
 * Whether a form's navigation comes from one of the site's own pages. Only
 * those go through the worker: its request carries the worker's origin, so
 * a form sent from another site (or with its referrer hidden) goes to the
 * network as it is, where the server's cross-site check sees where it came from.
 */
function isOwnForm(request: Request): boolean {
  return request.referrer !== '' && new URL(request.referrer).origin === self.location.origin
}

/** A file the calculator page needs: from the cache, else from the network. */
async function precached(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await keep(PRECACHE)
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      await Promise.all(tabs.map((tab) => keepLanguage(new URL(tab.url).pathname)))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.method === 'POST' && request.mode === 'navigate' && isOwnForm(request)) event.respondWith(sendForm(event, url))
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(navigate(event, url))
  else if (PRECACHE.includes(url.pathname) && !url.search) event.respondWith(precached(request))
})
