import type { Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { messagesFor } from '../../src/i18n/translator.ts'
import { storedCalculations } from './support/api.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { islandHydrated, openCalculator } from './support/calculator.ts'
import { liveOnline, untilKeptSavesSent } from './support/live.ts'
import { newAccount, signUp, signUpAndConfirm } from './support/sign-up.ts'
import { plain } from './support/text.ts'

const base = inject('baseUrl')

/**
 * Waits until the service worker has installed (kept the calculator) and controls the page. Once in a clean-clone
 * CI run, other browser tests keeping the machine busy, a page was still not controlled after 30 s. An install that
 * failed (a file it keeps that did not answer a plain 200) is tried again when a page registers the worker next, so
 * a page not controlled after 15 s is loaded again, as a person's next visit would, up to three times.
 */
async function untilControlled(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      )
    if (controlled) return
    if (attempt === 3) throw new Error('the service worker never controlled the page')
    await page.reload()
  }
}

/** Every URL path the page's origin keeps in its Cache Storage, with the Cache-Control it was kept with. */
async function cached(page: Page): Promise<{ path: string; cacheControl: string }[]> {
  return page.evaluate(async () => {
    const entries: { path: string; cacheControl: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        entries.push({
          path: new URL(request.url).pathname + new URL(request.url).search,
          cacheControl: response?.headers.get('cache-control') ?? '',
        })
      }
    }
    return entries
  })
}

/** The body of a kept page. */
function cachedText(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => (await caches.match(path))?.text() ?? '', path)
}

/** The requests Chromium's emulated offline lets out when a page sends them through its service worker (a Save, the offline page's probe). */
const LEAKING = /\/api\/calculations$|\/builds\/latest\.json$/
const unanswered = (route: Route) => route.abort('internetdisconnected')

/** Takes the browser off the network or puts it back, those requests included. */
async function setOffline(browser: Browser, on: boolean): Promise<void> {
  await browser.context.setOffline(on)
  if (on) await browser.context.route(LEAKING, unanswered)
  else await browser.context.unroute(LEAKING, unanswered)
}

/** The signed-in user's calculations titled `title`. */
const storedTitled = async (page: Page, title: string) => (await storedCalculations(page)).filter((row) => row.title === title)

/** Types a calculation in price mode, in euros. */
async function fillPrice(page: Page, title: string): Promise<void> {
  await page.selectOption('#calculator-currency', 'EUR')
  await page.fill('#calculator-rate', '40')
  await page.fill('#calculator-price', '1200')
  await page.fill('#calculator-title', title)
  await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/\b30\b/)
}

describe('the web app manifest under wrangler dev', () => {
  it('names icons that Workers Assets serve', async () => {
    const manifest = (await (await fetch(`${base}/de/manifest.webmanifest`)).json()) as { icons: { src: string; type: string }[] }
    expect(manifest.icons.length).toBeGreaterThan(2)
    for (const icon of manifest.icons) {
      const res = await fetch(base + icon.src)
      expect(res.status, icon.src).toBe(200)
      expect(res.headers.get('content-type'), icon.src).toContain(icon.type)
    }
  })
})

// Two languages here, en in the journeys below: every page is rendered in every language by site.test.ts and the worker tests.
describe.each(['de', 'pt-BR'] as const)('offline in %s', (lang) => {
  const messages = messagesFor(lang)
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser({ locale: lang === 'de' ? 'de-DE' : 'pt-BR' })
  })
  afterAll(async () => {
    await browser.close()
  })

  it('opens the kept calculator without a network, in both modes, with the rate and currency the browser remembers', async () => {
    const page = await browser.newPage()
    await openCalculator(page, `/${lang}`)
    await fillPrice(page, 'Bike')
    await untilControlled(page)

    await setOffline(browser, true)
    await page.reload()
    await expect.poll(() => page.locator('#calculator-rate').inputValue()).toBe('40')
    expect(await page.locator('#calculator-currency').inputValue()).toBe('EUR')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/\b30\b/)
    await page.fill('#calculator-price', '600')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/\b15\b/)
    await page.check('input[name="mode"][value="time_to_price"]')
    await page.fill('#calculator-duration', '2')
    await page.selectOption('#calculator-unit', 'hours')
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/80[.,]00/)

    await page.goto(`${base}/${lang}/dashboard`)
    expect(await page.locator('h1').textContent()).toBe(messages.offline.page.heading)
    expect(page.url()).toBe(`${base}/${lang}/dashboard`)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    await expectNoAxeViolations(page, `the offline page in ${lang}`)
    await page.goto(`${base}/${lang}/faq`)
    expect(await page.locator('h1').textContent()).toBe(messages.offline.page.heading)
    await page.getByRole('link', { name: messages.offline.page.calculatorLink }).click()
    await page.locator('#calculator-rate').waitFor()
    expect(new URL(page.url()).pathname).toBe(`/${lang}`)

    await setOffline(browser, false)
    await page.close()
    expect(browser.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  it('keeps a guest’s Save made offline and saves it once after the next sign-up', async () => {
    const page = await browser.newPage()
    const title = `Offline guest ${lang} ${Date.now().toString(36)}`
    await openCalculator(page, `/${lang}`)
    await untilControlled(page)
    await setOffline(browser, true)
    await fillPrice(page, title)
    await page.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.keptGuest).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/${lang}`)
    await expectNoAxeViolations(page, `the guest's offline Save notice in ${lang}`)
    await setOffline(browser, false)

    await signUp(page, lang, 'offg')
    await untilKeptSavesSent(page, messages.offline.save.saved)
    await expect.poll(() => storedTitled(page, title)).toHaveLength(1)
    await page.reload()
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => window.localStorage.getItem('unsavedCalculations'))).toBeNull()
    expect(await storedTitled(page, title)).toHaveLength(1)
    await page.close()
  })

  it('keeps a signed-in Save made offline and saves it once when the connection is back, and never keeps a signed-in page or the API', async () => {
    const page = await browser.newPage()
    const { username } = await signUp(page, lang, 'offu')
    const title = `Offline user ${lang} ${Date.now().toString(36)}`
    await openCalculator(page, `/${lang}`)
    await untilControlled(page)
    await fillPrice(page, title)
    await setOffline(browser, true)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    await expectNoAxeViolations(page, `the signed-in offline Save notice in ${lang}`)
    expect(await page.evaluate(() => window.localStorage.getItem('unsavedCalculations'))).toContain(title)

    await setOffline(browser, false)
    await untilKeptSavesSent(page, messages.offline.save.saved)
    expect(await storedTitled(page, title)).toHaveLength(1)
    await page.reload()
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => window.localStorage.getItem('unsavedCalculations'))).toBeNull()
    expect(await storedTitled(page, title)).toHaveLength(1)

    // Browse signed in with the worker in control, then look at everything it keeps.
    for (const path of ['/dashboard', '/goals', '/profile', '', '/offline']) await page.goto(`${base}/${lang}${path}`)
    expect(await page.evaluate(() => fetch('/api/calculations').then((res) => res.status))).toBe(200)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const kept = await cached(page)
    expect(kept.map((entry) => entry.path)).toEqual(expect.arrayContaining([`/${lang}`, `/${lang}/offline`]))
    for (const { path, cacheControl } of kept) {
      expect(path).not.toMatch(/^\/api\//)
      expect(path).not.toMatch(/\/(dashboard|goals|profile)/)
      expect(cacheControl).not.toMatch(/private|no-store/)
    }
    for (const path of [`/${lang}`, `/${lang}/offline`]) {
      const html = await cachedText(page, path)
      expect(html).toContain(`href="/${lang}/login"`)
      expect(html).not.toContain(username)
      expect(html).not.toContain('data-owner')
    }
    await page.close()
  })
})

describe('the Saves kept offline belong to whoever kept them', () => {
  const messages = messagesFor('en')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  /** What the browser keeps of unsent Saves, as stored. */
  const kept = (page: Page) => page.evaluate(() => window.localStorage.getItem('unsavedCalculations') ?? '')

  it('forgets a signed-in Save kept unsent when its owner signs out, so the next person to sign in never gets it', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'quea')
    const title = `Owner's offline ${Date.now().toString(36)}`
    await openCalculator(page, '/en')
    await liveOnline(page)
    await fillPrice(page, title)
    // The Save never reaches the server (as on a dropped connection), and no `online` event sends it again.
    await page.route('**/api/calculations', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(messages.offline.save.kept)
    // The live client tries the kept Save at once, holding it out of storage while the try is on its way, then keeps it again.
    await expect.poll(() => kept(page)).toContain(title)
    await page.unroute('**/api/calculations')

    await page.getByRole('button', { name: messages.nav.logout }).click()
    await page.waitForURL(/\/en\/login\?signedOut=1$/)
    expect(await kept(page)).not.toContain(title)

    await signUp(page, 'en', 'queb')
    await liveOnline(page)
    expect(await storedTitled(page, title)).toHaveLength(0)
    expect(await kept(page)).not.toContain(title)
    await page.close()
  })

  it('never sends a Save kept by someone whose session ended into the next account, but sends a guest’s there', async () => {
    const page = await browser.newPage()
    await signUp(page, 'en', 'quec')
    const ownerTitle = `Ended session's ${Date.now().toString(36)}`
    await openCalculator(page, '/en')
    await fillPrice(page, ownerTitle)
    await setOffline(browser, true)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    // The session ends without a sign-out (cookies gone, the tab closed) before the connection is back.
    // (Another tab stays open: Chromium forgets an in-memory context's storage once it has no page.)
    await browser.context.clearCookies()
    const guest = await browser.newPage()
    await page.close()
    await setOffline(browser, false)

    const guestTitle = `Guest's offline ${Date.now().toString(36)}`
    await openCalculator(guest, '/en')
    await fillPrice(guest, guestTitle)
    await setOffline(browser, true)
    await guest.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await guest.getByText(messages.offline.save.keptGuest).waitFor()
    await setOffline(browser, false)
    expect(await kept(guest)).toContain(ownerTitle)

    await signUp(guest, 'en', 'qued')
    await untilKeptSavesSent(guest, messages.offline.save.saved)
    expect(await storedTitled(guest, guestTitle)).toHaveLength(1)
    expect(await storedTitled(guest, ownerTitle)).toHaveLength(0)
    expect(await kept(guest)).toBe('')
    await guest.close()
  })

  it('stores a guest’s Save once when it was kept offline and then carried to the sign-up by Save pressed again', async () => {
    const page = await browser.newPage()
    await page.context().clearCookies()
    const title = `Kept and carried ${Date.now().toString(36)}`
    await openCalculator(page, '/en')
    await fillPrice(page, title)
    await setOffline(browser, true)
    await page.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.keptGuest).waitFor()
    await setOffline(browser, false)

    // Back online, the guest presses Save again, as the notice invites, and signs up from the login page it leads to.
    await page.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await page.waitForURL(/\/en\/login\?pending=/)
    await page.locator('main a[href*="/en/signup?pending="]').click()
    await page.waitForURL(/\/en\/signup\?pending=/)
    await signUpAndConfirm(page, newAccount('quee'))
    await page.waitForURL(/\/en\/dashboard\?saved=/)
    await untilKeptSavesSent(page, messages.offline.save.saved)
    expect(await storedTitled(page, title)).toHaveLength(1)
    expect(await kept(page)).toBe('')
    await page.close()
  })
})

describe('offline, a signed-in person stays signed in on this device', () => {
  const messages = messagesFor('en')
  const texts = messages.auth.profile
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  const offline = (on: boolean) => setOffline(browser, on)
  // A journey that fails while offline leaves the next one online.
  afterEach(async () => {
    await offline(false)
  })

  /** Signs a new account up with a profile rate of 40 Swiss francs an hour, work week on, and opens the calculator under the service worker. */
  async function signedInCalculator(page: Page): Promise<string> {
    // Through the sign-up pages, as a person does: the first page this browser loads is then a guest's, where the service worker starts.
    const account = newAccount('offp')
    await page.context().clearCookies()
    await page.goto(`${base}/en/signup`)
    await signUpAndConfirm(page, account)
    await page.waitForURL(`${base}/en/dashboard`)
    const { username } = account
    await page.goto(`${base}/en/profile`)
    await page.getByLabel(texts.hourlyRate, { exact: true }).fill('40')
    await page.getByLabel(texts.currency, { exact: true }).selectOption('CHF')
    await page.getByRole('checkbox', { name: texts.workWeek }).check()
    await page.getByRole('button', { name: texts.save }).click()
    await page.getByText(texts.saved).waitFor()
    await openCalculator(page, '/en')
    await untilControlled(page)
    await liveOnline(page)
    return username
  }

  /** Reloads the calculator (offline by now) and saves 600 under `title`: the Save is kept on the device. */
  async function keepSaveOffline(page: Page, title: string): Promise<void> {
    await page.reload()
    await islandHydrated(page, 'calculator')
    await page.fill('#calculator-price', '600')
    await page.fill('#calculator-title', title)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
  }

  /** The header's main navigation. */
  const nav = (page: Page) => page.getByRole('navigation', { name: messages.nav.label })

  /** Whether the header offers logging in or signing up. */
  const offersLogin = async (page: Page) =>
    (await nav(page).getByRole('link', { name: messages.nav.login, exact: true }).count()) +
    (await nav(page).getByRole('link', { name: messages.nav.signup, exact: true }).count())

  /** The rate hint under the calculator's rate field. */
  const rateHint = (page: Page) => page.locator('#calculator-rate-hint').textContent().then(plain)

  it('keeps the person’s header, rate, currency and work week on the offline calculator, and stores a Save kept there as typed', async () => {
    const page = await browser.newPage()
    const username = await signedInCalculator(page)
    const title = `Offline person ${Date.now().toString(36)}`

    await offline(true)
    await page.reload()
    await islandHydrated(page, 'calculator')
    await expect.poll(() => nav(page).getByRole('link', { name: username, exact: true }).count()).toBe(1)
    expect(await offersLogin(page)).toBe(0)
    await expect.poll(() => rateHint(page)).toContain('CHF 40.00')
    expect(await page.locator('#calculator-currency').inputValue()).toBe('CHF')
    expect(await page.locator('#calculator-workweek').isChecked()).toBe(true)
    await page.fill('#calculator-price', '1200')
    await page.fill('#calculator-title', title)
    await expect.poll(() => page.locator('.result-figure').textContent().then(plain)).toMatch(/\b30\b/)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    await expectNoAxeViolations(page, 'the offline calculator of a signed-in person')
    // Every other page is the offline page, signed in too.
    await page.goto(`${base}/en/goals`)
    expect(await page.locator('h1').textContent()).toBe(messages.offline.page.heading)
    await expect.poll(() => nav(page).getByRole('link', { name: username, exact: true }).count()).toBe(1)
    expect(await offersLogin(page)).toBe(0)

    // The person closes the app and opens it again once back online (sending from the open offline page is the next test's).
    await page.goto('about:blank')
    await offline(false)
    await page.goto(`${base}/en/dashboard`)
    await untilKeptSavesSent(page, messages.offline.save.saved)
    const stored = (await storedTitled(page, title)) as { id: string; use_work_week: boolean; currency: string; hourly_rate: number }[]
    expect(stored).toHaveLength(1)
    const [saved] = stored
    expect(saved).toMatchObject({ use_work_week: true, currency: 'CHF', hourly_rate: 40 })
    await page.goto(`${base}/en/dashboard/receipt/${saved?.id}`)
    expect(await page.getByText(messages.dashboard.receipt.basisWorkWeek).count()).toBe(1)
    await page.close()
    expect(browser.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  it('sends a Save kept on the offline calculator once the site answers again, without leaving the page, and says it is saved', async () => {
    const page = await browser.newPage()
    await signedInCalculator(page)
    const title = `Back online ${Date.now().toString(36)}`
    await offline(true)
    await keepSaveOffline(page, title)

    await offline(false)
    await page.getByText(messages.calculator.form.saved).waitFor({ timeout: 20_000 })
    expect(await page.getByText(messages.offline.save.kept).count()).toBe(0)
    const saved = (await storedTitled(page, title)) as { use_work_week: boolean; currency: string; hourly_rate: number }[]
    expect(saved).toEqual([expect.objectContaining({ use_work_week: true, currency: 'CHF', hourly_rate: 40 })])
    // Reloaded, the calculator holds the same calculation: Save pressed again stores nothing new.
    await page.reload()
    await islandHydrated(page, 'calculator')
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.calculator.form.saved).waitFor()
    expect(await storedTitled(page, title)).toHaveLength(1)
    await page.close()
    expect(browser.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  it('sends a Save kept on the open calculator once the site answers, even while the live relay cannot be reached', async () => {
    const page = await browser.newPage()
    await signedInCalculator(page)
    const title = `Relay down ${Date.now().toString(36)}`
    // Kept on the page the server rendered, whose live client would send it when its relay answers again.
    await page.fill('#calculator-price', '600')
    await page.fill('#calculator-title', title)
    await offline(true)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    const relayDown = (route: Route) => route.abort('internetdisconnected')
    await browser.context.route('**/api/realtime', relayDown)
    await offline(false)

    await page.getByText(messages.calculator.form.saved).waitFor({ timeout: 30_000 })
    expect(await storedTitled(page, title)).toHaveLength(1)
    await browser.context.unroute('**/api/realtime', relayDown)
    await page.close()
  })

  it('says a Save kept in one tab is saved once another tab sends it', async () => {
    const kept = await browser.newPage()
    await signedInCalculator(kept)
    const title = `Other tab ${Date.now().toString(36)}`
    await offline(true)
    await keepSaveOffline(kept, title)
    // This tab (the offline copy) goes on finding the site out of reach, so it is the other tab that sends the Save.
    await kept.route(/\/builds\/latest\.json$/, (route) => route.abort('internetdisconnected'))
    await offline(false)

    const other = await browser.newPage()
    await other.goto(`${base}/en/dashboard`)
    await untilKeptSavesSent(other, messages.offline.save.saved, 30_000)
    const stored = (await storedTitled(other, title)) as { id: string }[]
    expect(stored).toHaveLength(1)
    await kept.getByText(messages.calculator.form.saved).waitFor()
    expect(await kept.getByText(messages.offline.save.kept).count()).toBe(0)
    expect(await kept.getByRole('link', { name: messages.calculator.form.savedLink }).getAttribute('href')).toBe(
      `/en/dashboard?saved=${stored[0]!.id}`,
    )
    await kept.close()
    await other.close()
    expect(browser.problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })

  it('sends a kept Save from the next page even when its first send there cannot connect after the relay is already up', async () => {
    const page = await browser.newPage()
    await signedInCalculator(page)
    const title = `Second try ${Date.now().toString(36)}`
    await offline(true)
    await keepSaveOffline(page, title)
    await page.goto('about:blank')
    await offline(false)

    // On the next page the first send is held until the relay is up (the page's other chance to send), then cannot connect.
    let sends = 0
    await page.route('**/api/calculations', async (route) => {
      sends += 1
      if (sends > 1) return route.fallback()
      await page.locator('#live-status[data-state="online"]').waitFor({ state: 'attached' })
      return route.abort('failed')
    })
    await page.goto(`${base}/en/dashboard`)
    // The next try comes with the relay's reconnection: 1 s later, and a join may time out (10 s) and be tried again 2 s after.
    await untilKeptSavesSent(page, messages.offline.save.saved, 30_000)
    expect(sends).toBe(2)
    expect(await storedTitled(page, title)).toHaveLength(1)
    await page.close()
    const expected = (problem: string) => /net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(problem)
    expect(browser.problems.filter((problem) => !expected(problem))).toEqual([])
  })

  it('loses no kept Save whose tab closes while its send is on its way: the next page stores it once', async () => {
    const page = await browser.newPage()
    await signedInCalculator(page)
    const title = `Closed mid-send ${Date.now().toString(36)}`
    await offline(true)
    await keepSaveOffline(page, title)
    await page.goto('about:blank')
    await offline(false)

    // The send reaches the network and no answer comes before the person closes the tab.
    let sendOnItsWay: () => void = () => {}
    const sent = new Promise<void>((resolve) => (sendOnItsWay = resolve))
    await page.route('**/api/calculations', (route) => (route.request().method() === 'POST' ? sendOnItsWay() : route.fallback()))
    await page.goto(`${base}/en/dashboard`)
    await sent
    expect(await page.evaluate(() => localStorage.getItem('unsavedCalculations'))).toContain(title)
    await page.close()

    const next = await browser.newPage()
    await next.goto(`${base}/en/dashboard`)
    await untilKeptSavesSent(next, messages.offline.save.saved)
    expect(await storedTitled(next, title)).toHaveLength(1)
    expect(await next.evaluate(() => localStorage.getItem('unsavedCalculations'))).toBeNull()
    await next.close()
  })

  it('forgets the person at sign-out: offline, the calculator is a guest’s again, with no trace of their rate', async () => {
    const page = await browser.newPage()
    const username = await signedInCalculator(page)
    await setOffline(browser, true)
    await page.reload()
    await expect.poll(() => nav(page).getByRole('link', { name: username, exact: true }).count()).toBe(1)
    await setOffline(browser, false)

    await page.goto(`${base}/en`)
    await liveOnline(page)
    await page.getByRole('button', { name: messages.nav.logout }).click()
    await page.waitForURL(/\/en\/login\?signedOut=1$/)
    await setOffline(browser, true)
    await openCalculator(page, '/en')
    expect(await offersLogin(page)).toBe(2)
    expect(await nav(page).getByRole('link', { name: username, exact: true }).count()).toBe(0)
    expect(await rateHint(page)).toBe(messages.calculator.form.rateHint)
    expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(username)
    await setOffline(browser, false)
    await page.close()
  })
})

describe('the app asks the site, not navigator.onLine, whether it is offline', () => {
  const messages = messagesFor('en')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })
  // A journey that fails while offline leaves the next one online.
  afterEach(async () => {
    await setOffline(browser, false)
  })

  /**
   * A page whose browser says it is offline (as behind some VPNs, or with only loopback) while the site
   * answers: `navigator.onLine` is false, `offline` is sent, and `online` never reaches the page's scripts.
   */
  async function believedOffline(): Promise<Page> {
    const page = await browser.newPage()
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false })
      addEventListener('online', (event) => event.stopImmediatePropagation())
      addEventListener('DOMContentLoaded', () => dispatchEvent(new Event('offline')))
    })
    return page
  }

  it('sends a guest’s Save to log in', async () => {
    const page = await believedOffline()
    await openCalculator(page, '/en')
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await fillPrice(page, 'Believed offline')
    await page.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await page.waitForURL(/\/en\/login\?pending=/)
    expect(await page.getByText(messages.offline.save.keptGuest).count()).toBe(0)
    await page.close()
  })

  it('sends the Saves kept on the device from a signed-in page, and a Save kept without a connection once the site answers again', async () => {
    const page = await believedOffline()
    const guestTitle = `Believed offline guest ${Date.now().toString(36)}`
    await openCalculator(page, '/en')
    await untilControlled(page)
    await setOffline(browser, true)
    await fillPrice(page, guestTitle)
    await page.getByRole('link', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.keptGuest).waitFor()
    await setOffline(browser, false)

    await signUp(page, 'en', 'offn')
    await untilKeptSavesSent(page, messages.offline.save.saved)
    expect(await storedTitled(page, guestTitle)).toHaveLength(1)

    const title = `Believed offline user ${Date.now().toString(36)}`
    await openCalculator(page, '/en')
    await liveOnline(page)
    await fillPrice(page, title)
    await setOffline(browser, true)
    await page.getByRole('button', { name: messages.calculator.form.save, exact: true }).click()
    await page.getByText(messages.offline.save.kept).waitFor()
    await setOffline(browser, false)
    await expect.poll(() => storedTitled(page, title), { timeout: 30_000 }).toHaveLength(1)
    await page.close()
  })
})

describe('a form whose answer never came', () => {
  const messages = messagesFor('de')
  const goals = messages.goals
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser.close()
  })

  /** A new account's goals page, under the service worker. */
  async function goalsPage(): Promise<Page> {
    const page = await browser.newPage()
    await page.context().clearCookies()
    await page.goto(`${base}/de/signup`)
    await signUpAndConfirm(page, newAccount('lost'))
    await page.waitForURL(`${base}/de/dashboard`)
    await openCalculator(page, '/de')
    await untilControlled(page)
    await page.goto(`${base}/de/goals`)
    return page
  }

  it('shows the form again with what was typed on going back to a refused form’s answer, not the browser’s “resubmit” error nor the offline page', async () => {
    const page = await goalsPage()
    const create = page.getByRole('region', { name: goals.form.createHeading })
    await create.getByLabel(goals.form.title, { exact: true }).fill('Zelt')
    await create.getByLabel(goals.form.targetAmount, { exact: true }).fill('viel')
    await create.getByRole('button', { name: goals.form.create }).click()
    await page.getByRole('alert').filter({ hasText: goals.errors.summary }).waitFor()
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: messages.nav.faq }).first().click()
    await page.waitForURL(`${base}/de/faq`)
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: goals.heading }).waitFor()
    expect(page.url()).toBe(`${base}/de/goals`)
    expect(await page.getByText(messages.offline.page.heading).count()).toBe(0)
    const again = page.getByRole('region', { name: goals.form.createHeading })
    await expect.poll(() => again.getByLabel(goals.form.targetAmount, { exact: true }).inputValue()).toBe('viel')
    expect(await again.getByLabel(goals.form.title, { exact: true }).inputValue()).toBe('Zelt')
    // Refused again, corrected and sent from the refused answer: going back to the page after it shows an empty form.
    await again.getByLabel(goals.form.targetAmount, { exact: true }).fill('x')
    await again.getByRole('button', { name: goals.form.create }).click()
    await page.getByRole('alert').filter({ hasText: goals.errors.summary }).waitFor()
    await page.getByRole('region', { name: goals.form.createHeading }).getByLabel(goals.form.targetAmount, { exact: true }).fill('300')
    await page.getByRole('region', { name: goals.form.createHeading }).getByRole('button', { name: goals.form.create }).click()
    await page.waitForURL(/done=created/)
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: messages.nav.faq }).first().click()
    await page.waitForURL(`${base}/de/faq`)
    await page.goBack()
    await page.waitForURL(/done=created/)
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    expect(
      await page.getByRole('region', { name: goals.form.createHeading }).getByLabel(goals.form.title, { exact: true }).inputValue(),
    ).toBe('')
    // A refused form posted to an address that is no page (a goal's savings) comes back on the page it belongs to.
    await page.locator('form[action*="/savings"] [name="amount"]').fill('zehn')
    await page.locator('form[action*="/savings"] button[type="submit"]').click()
    await page.locator('form[action*="/savings"] [aria-invalid="true"]').waitFor()
    await page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: messages.nav.faq }).first().click()
    await page.waitForURL(`${base}/de/faq`)
    await page.goBack()
    await page.waitForURL(`${base}/de/goals`)
    await expect.poll(() => page.locator('form[action*="/savings"] [name="amount"]').inputValue()).toBe('zehn')
    await page.close()
    expect(browser.problems.filter((problem) => !problem.includes('status of 422'))).toEqual([])
  })

  it('shows the offline page saying so, and back on the form, what was typed is there and sending it again makes the goal once', async () => {
    const page = await goalsPage()
    // Earlier, a message that never arrived, whose offline page was left by the address bar, not “Back to the form”.
    const contact = messages.auth.contact
    await page.goto(`${base}/de/contact`)
    await page.getByLabel(contact.message, { exact: true }).fill('Eine Frage, die nie ankam.')
    const neverArrives = (route: Route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback())
    await browser.context.route(`${base}/de/contact`, neverArrives)
    await page.getByRole('button', { name: contact.submit }).click()
    await page.getByText(messages.offline.page.unansweredLead).waitFor()
    await browser.context.unroute(`${base}/de/contact`, neverArrives)
    await page.goto(`${base}/de/goals`)

    const create = page.getByRole('region', { name: goals.form.createHeading })
    await create.getByLabel(goals.form.title, { exact: true }).fill('Fahrrad')
    await create.getByLabel(goals.form.targetAmount, { exact: true }).fill('1.250,50')

    // The form reaches the server and is done; its answer is lost on the way back.
    const loseAnswer = async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await route.fetch({ maxRedirects: 0 })
      await route.abort('connectionreset')
    }
    await browser.context.route(`${base}/de/goals`, loseAnswer)
    await create.getByRole('button', { name: goals.form.create }).click()
    await page.getByText(messages.offline.page.unansweredLead).waitFor()
    expect(await page.getByText(messages.offline.page.lead).isVisible()).toBe(false)
    await expectNoAxeViolations(page, 'the offline page standing in for a form’s answer')
    await browser.context.unroute(`${base}/de/goals`, loseAnswer)

    // The keeper of typed input comes late, as on a slow phone: the browser fills the form in again first, and a person sends it at once.
    const lateKeeper = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.fallback()
    }
    await page.route('**/assets/form-drafts-*.js', lateKeeper)
    await page.getByRole('button', { name: messages.offline.page.backToForm }).click()
    await page.getByRole('heading', { level: 1, name: goals.heading }).waitFor()
    const again = page.getByRole('region', { name: goals.form.createHeading })
    await expect.poll(() => again.getByLabel(goals.form.title, { exact: true }).inputValue()).toBe('Fahrrad')
    await expect.poll(() => again.getByLabel(goals.form.targetAmount, { exact: true }).inputValue()).toBe('1.250,50')
    expect(await page.getByRole('article', { name: 'Fahrrad' }).count()).toBe(1)

    await again.getByRole('button', { name: goals.form.create }).click()
    await page.waitForURL(/done=created/)
    expect(await page.getByRole('article', { name: 'Fahrrad' }).count()).toBe(1)
    await page.close()
    // The refused form of the journey before is expected too.
    expect(browser.problems.filter((problem) => !/ERR_CONNECTION_RESET|status of 422/.test(problem))).toEqual([])
  })
})
