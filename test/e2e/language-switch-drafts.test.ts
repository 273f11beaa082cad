import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveOnline } from './support/live.ts'
import { launchBrowser, type Browser } from './support/browser.ts'
import { signUp } from './support/sign-up.ts'

const base = inject('baseUrl')

/** Resolves once the page's scripts have run: the every-page script, the last of them, marks the build's region as watched. */
const scriptsRan = (page: Page) => page.locator('[data-build-id][data-watching]').waitFor({ state: 'attached' })

/** Follows the language switcher's link to `lang` and waits for the page there, its scripts run. */
async function switchTo(page: Page, lang: string, path: string) {
  await page.locator(`.language-switcher a[hreflang="${lang}"]`).click()
  await page.waitForURL(`${base}/${lang}${path}`)
  await scriptsRan(page)
}

/** The value of the field named `name` in the form whose action ends with `action`. */
const valueOf = (page: Page, action: string, name: string) => page.locator(`form[action$="${action}"] [name="${name}"]`).inputValue()

describe('what is typed into a form survives the language switch', () => {
  let guest: Browser
  let member: Browser
  beforeAll(async () => {
    guest = await launchBrowser()
    member = await launchBrowser()
  })
  afterAll(async () => {
    await guest.close()
    await member.close()
  })

  it('carries a half-written contact message from English to German to Portuguese on a phone', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/en/contact`)
    await scriptsRan(page)
    await page.fill('#name', 'Ada Lovelace')
    await page.fill('#email', 'ada@example.test')
    await page.fill('#message', 'About the hourly rate in my receipts:')
    await switchTo(page, 'de', '/contact')
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    expect(await valueOf(page, '/contact', 'name')).toBe('Ada Lovelace')
    expect(await valueOf(page, '/contact', 'email')).toBe('ada@example.test')
    expect(await valueOf(page, '/contact', 'message')).toBe('About the hourly rate in my receipts:')
    await page.fill('#message', 'About the hourly rate in my receipts: they round.')
    await switchTo(page, 'pt-BR', '/contact')
    expect(await valueOf(page, '/contact', 'message')).toBe('About the hourly rate in my receipts: they round.')
    // The draft is for one page: reloading gives the server's empty form.
    await page.reload()
    await scriptsRan(page)
    expect(await valueOf(page, '/contact', 'name')).toBe('')
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    await page.close()
    expect(guest.problems).toEqual([])
  })

  it('carries what a refused form came back with, and switches a refused goal’s form to the goals page', async () => {
    const page = await guest.newPage()
    await page.goto(`${base}/en/contact`)
    await page.fill('#name', 'Bob')
    await page.fill('#email', 'bob@example.test')
    await page.fill('#message', 'short')
    await page.locator('main form button[type="submit"]').click()
    await page.locator('#message[aria-invalid="true"]').waitFor()
    await scriptsRan(page)
    await switchTo(page, 'de', '/contact')
    expect(await valueOf(page, '/contact', 'name')).toBe('Bob')
    expect(await valueOf(page, '/contact', 'message')).toBe('short')
    await page.close()

    const mine = await member.newPage()
    await signUp(mine, 'en', 'refused')
    await mine.goto(`${base}/en/goals`)
    await mine.fill('#goal-new-title', 'Boat')
    await mine.fill('#goal-new-targetAmount', '2,500.50')
    await mine.locator('form[action$="/goals"] button[type="submit"]').click()
    await mine.waitForURL(/\/en\/goals\?/)
    const savings = mine.locator('form[action$="/savings"] [name="amount"]')
    await savings.fill('abc')
    await mine.locator('form[action$="/savings"] button[type="submit"]').click()
    await mine.locator('form[action$="/savings"] [aria-invalid="true"]').waitFor()
    await scriptsRan(mine)
    await mine.locator('.language-switcher a[hreflang="pt-BR"]').click()
    await mine.waitForURL(`${base}/pt-BR/goals`)
    await scriptsRan(mine)
    expect(await mine.locator('h1').count()).toBe(1)
    expect(await mine.locator('form[action$="/savings"] [name="amount"]').inputValue()).toBe('abc')
    await mine.close()
    // The two refusals are the only console errors: the browser logs each 422.
    expect([...guest.problems.splice(0), ...member.problems.splice(0)]).toEqual([
      expect.stringMatching(/\/contact: console error: .* 422 /),
      expect.stringMatching(/\/savings: console error: .* 422 /),
    ])
  })

  it('never overwrites what is typed on the new page before its scripts start', async () => {
    const page = await guest.newPage()
    await page.goto(`${base}/en/contact`)
    await scriptsRan(page)
    await page.fill('#name', 'Grace Hopper')
    await page.fill('#message', 'First draft, typed in English.')
    // The German page's scripts are held back, so the person types there first.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/form-drafts-\w+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.locator('.language-switcher a[hreflang="de"]').click()
    await page.waitForURL(`${base}/de/contact`)
    await page.fill('#message', 'Neu geschrieben, bevor die Skripte liefen.')
    release()
    await scriptsRan(page)
    expect(await valueOf(page, '/contact', 'message')).toBe('Neu geschrieben, bevor die Skripte liefen.')
    expect(await valueOf(page, '/contact', 'name')).toBe('Grace Hopper')
    await page.close()
  })

  it('writes a typed amount the new language’s way, opens the goal it belongs to, and never keeps a password', async () => {
    const page = await member.newPage()
    await signUp(page, 'en', 'drafts')
    await page.goto(`${base}/en/goals`)
    await page.fill('#goal-new-title', 'Bike')
    await page.fill('#goal-new-targetAmount', '1,200.50')
    await page.locator('form[action$="/goals"] button[type="submit"]').click()
    await page.waitForURL(/\/en\/goals\?/)
    await scriptsRan(page)
    // The goal's edit form is folded; change its target there and start a new goal.
    const edit = page.locator('details:has(form[action*="/goals/"] [name="targetAmount"])').first()
    await edit.locator('summary').click()
    await edit.locator('[name="targetAmount"]').fill('2,000')
    await page.fill('#goal-new-title', 'Laptop')
    await page.fill('#goal-new-savedAmount', '99.9')
    await page.locator('details:has(form[action*="/goals/"] [name="targetAmount"]) summary').first().click()
    await page.locator('.language-switcher a[hreflang="de"]').click()
    await page.waitForURL(/\/de\/goals/)
    await scriptsRan(page)
    expect(await valueOf(page, '/goals', 'title')).toBe('Laptop')
    expect(await valueOf(page, '/goals', 'savedAmount')).toBe('99,9')
    const editInGerman = page.locator('details:has(form[action*="/goals/"] [name="targetAmount"])').first()
    expect(await editInGerman.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true)
    expect(await editInGerman.locator('[name="targetAmount"]').inputValue()).toBe('2000')

    await page.goto(`${base}/de/profile`)
    await scriptsRan(page)
    await page.fill('#hourlyRate', '42,5')
    await page.fill('#email', 'another@example.test')
    await page.fill('#email-current-password', 'correct-horse-7')
    await switchTo(page, 'en', '/profile')
    expect(await valueOf(page, '/profile', 'hourlyRate')).toBe('42.5')
    expect(await valueOf(page, '/profile', 'email')).toBe('another@example.test')
    expect(await valueOf(page, '/profile', 'currentPassword')).toBe('')
    await page.close()
    expect(member.problems).toEqual([])
  })
})

describe('what is typed into a form sent after the session ended', () => {
  it('comes back in its form after logging in again, the login form’s own post notwithstanding', async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage()
    const account = await signUp(page, 'de', 'ended')
    await page.goto(`${base}/de/goals`)
    await scriptsRan(page)
    await page.fill('#goal-new-title', 'Neues Sofa')
    await page.fill('#goal-new-targetAmount', '899,90')
    // The page's live client, which would load the page again once it finds the session ended, never hears back: the form is sent first.
    await page.route('**/api/profile', () => {})
    // Another tab of the same browser signs out.
    const other = await browser.newPage()
    await other.goto(`${base}/de/faq`)
    await other.locator('.site-header form[action$="/logout"] button').click()
    await other.waitForURL(/\/de/)
    await other.close()
    await page.locator('form[action$="/goals"] button[type="submit"]').click()
    await page.waitForURL(`${base}/de/login?next=${encodeURIComponent('/de/goals')}`)
    await scriptsRan(page)
    await page.fill('#email', account.email)
    await page.fill('#password', 'wrong-password-1')
    await page.locator('main form button[type="submit"]').click()
    await page.locator('.form-errors').waitFor()
    await scriptsRan(page)
    await page.fill('#password', account.password)
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL(`${base}/de/goals`)
    await scriptsRan(page)
    expect(await valueOf(page, '/goals', 'title')).toBe('Neues Sofa')
    expect(await valueOf(page, '/goals', 'targetAmount')).toBe('899,90')
    // Sent now, the goal is stored and the form is not filled again.
    await page.locator('form[action$="/goals"] button[type="submit"]').click()
    await page.waitForURL(/done=created/)
    await scriptsRan(page)
    expect(await page.getByRole('article', { name: 'Neues Sofa' }).count()).toBe(1)
    expect(await valueOf(page, '/goals', 'title')).toBe('')
    await browser.close()
  })
})

describe('what is typed into a page whose session ends in another tab', () => {
  it('comes back in its form after logging in again, when the page has gone to the login page on its own', async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage()
    const account = await signUp(page, 'en', 'typed')
    await page.goto(`${base}/en/goals`)
    await scriptsRan(page)
    await liveOnline(page)
    await page.fill('#goal-new-title', 'New sofa')
    await page.fill('#goal-new-targetAmount', '899.90')
    const other = await browser.newPage()
    await other.goto(`${base}/en/faq`)
    await other.locator('.site-header form[action$="/logout"] button').click()
    await other.waitForURL(/\/en/)
    await other.close()
    // The goals page finds its session ended and goes to log in by itself.
    await page.waitForURL(`${base}/en/login?next=${encodeURIComponent('/en/goals')}`)
    await scriptsRan(page)
    await page.fill('#email', account.email)
    await page.fill('#password', account.password)
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL(`${base}/en/goals`)
    await scriptsRan(page)
    expect(await valueOf(page, '/goals', 'title')).toBe('New sofa')
    expect(await valueOf(page, '/goals', 'targetAmount')).toBe('899.90')
    await browser.close()
  })
})

describe('the phone menu', () => {
  let guest: Browser
  beforeAll(async () => {
    guest = await launchBrowser()
  })
  afterAll(async () => {
    await guest.close()
  })

  it('closes on Escape, focus back on its button, on a tap outside it, and when the focus leaves it', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/pt-BR/faq`)
    await scriptsRan(page)
    const menu = page.locator('details.nav-menu')
    const button = menu.locator('summary')
    const isOpen = () => menu.evaluate((details: HTMLDetailsElement) => details.open)
    await button.click()
    await page.locator('.main-nav a[href="/pt-BR/pricing"]').focus()
    await page.keyboard.press('Escape')
    expect(await isOpen()).toBe(false)
    expect(await button.evaluate((summary) => summary === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await isOpen()).toBe(true)
    // The open menu lies over the top of the page; a tap near the bottom is outside it.
    const panel = (await page.locator('.main-nav').boundingBox())!
    expect(panel.y + panel.height).toBeLessThan(700)
    await page.mouse.click(20, 720)
    expect(await isOpen()).toBe(false)
    // The keyboard leaving the menu closes it: it never stays open over where the focus went.
    await button.click()
    await page.locator('.main-nav li:last-child a').focus()
    await page.keyboard.press('Tab')
    expect(await isOpen()).toBe(false)
    await page.close()
    expect(guest.problems).toEqual([])
  })

  it('takes the keyboard through the header from left to right, as it shows on a phone', async () => {
    const page = await guest.newPage()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/de/faq`)
    const lefts: number[] = []
    await page.keyboard.press('Tab') // the skip link
    for (let stop = 0; stop < 5; stop++) {
      await page.keyboard.press('Tab')
      lefts.push(await page.evaluate(() => document.activeElement!.getBoundingClientRect().left))
    }
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
    await page.close()
    expect(guest.problems).toEqual([])
  })
})
