import { beforeAll, describe, expect, it } from 'vitest'
import { formKeyIn } from './support/fetch.ts'
import { callApi, laptop } from './support/api.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { daysFromToday } from './support/goals.ts'

/** A signed-up user with a rate of 25 an hour in the profile's currency, and that currency. */
async function saver(lang = 'en', useWorkWeek = true) {
  const { jar } = await signedUpJar(lang)
  await callApi(jar, 'PATCH', '/api/profile', { hourlyRate: 25, useWorkWeek })
  const probe = (await callApi(jar, 'POST', '/api/goals', { title: 'Probe', targetAmount: 1 })).json.goal
  await callApi(jar, 'DELETE', `/api/goals/${probe.id}`)
  return { jar, currency: probe.currency as string }
}

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '').replace(/\u00a0|\u202f/g, ' ')

describe('/{lang}/goals without JavaScript', () => {
  let jar: CookieJar
  let currency: string

  beforeAll(async () => {
    ;({ jar, currency } = await saver())
  })

  it('needs a login', async () => {
    const res = await new CookieJar().fetch('/en/goals')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/login?next=%2Fen%2Fgoals')
  })

  it('sends a form posted without a session to log in, then back to the form’s page, not to its address', async () => {
    const id = crypto.randomUUID()
    for (const path of ['/de/goals', `/de/goals/${id}/savings`, `/de/goals/${id}`]) {
      const res = await new CookieJar().fetch(path, { form: { amount: '5', title: 'Sofa', targetAmount: '899' } })
      expect(res.headers.get('location'), path).toBe('/de/login?next=%2Fde%2Fgoals')
    }
  })

  it('answers a goal form’s own address opened as a page (a refused form reloaded, a copied address) with the goals page at the goal', async () => {
    const id = crypto.randomUUID()
    for (const path of [`/pt-BR/goals/${id}/savings`, `/pt-BR/goals/${id}/delete`, `/pt-BR/goals/${id}`]) {
      const res = await jar.fetch(path)
      expect(res.status, path).toBe(303)
      expect(res.headers.get('location'), path).toBe(`/pt-BR/goals#goal-${id}`)
    }
    expect((await jar.fetch(`/pt-BR/goals/${id}/elsewhere`)).status).toBe(404)
  })

  it('shows the empty state and a create form with the profile’s currency chosen', async () => {
    const html = await text(await jar.fetch('/en/goals'))
    expect(html).toContain('No goals yet.')
    expect(html).toMatch(new RegExp(`<option value="${currency}" selected=""`))
    expect(html).toContain('action="/en/goals"')
  })

  it('creates a goal from a form post, then shows progress, hours needed and the weekly figure', async () => {
    const res = await jar.fetch('/en/goals', {
      form: { title: 'Trip', targetAmount: '1,000', savedAmount: '200', currency, deadline: daysFromToday(70) },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/en\/goals\?done=created#goal-[0-9a-f-]{36}$/)
    const html = await text(await jar.fetch(res.headers.get('location')!.split('#')[0]!))
    expect(html).toContain('Goal added.')
    expect(html).toMatch(/<progress[^>]*max="1000"[^>]*value="200"/)
    expect(html).toContain('aria-valuetext="20% saved"')
    expect(html).toContain('Still 32 hours of work (4 workdays).')
    expect(html).toMatch(/3 hours 12 minutes a week until [^,]+, \d{4}, that is 0\.4 workdays a week\./)
  })

  it('says a goal nearly reached needs less than 0.1 workday, never 0 workdays', async () => {
    const { jar, currency } = await saver()
    await jar.fetch('/en/goals', {
      form: { title: 'Coffee', targetAmount: '15', savedAmount: '10', currency, deadline: daysFromToday(70) },
    })
    const html = await text(await jar.fetch('/en/goals'))
    expect(html).toContain('Still 12 minutes of work (less than 0.1 workday).')
    expect(html).toMatch(/1 minute a week until [^,]+, \d{4}, that is less than 0\.1 workday a week\./)
    expect(html).not.toContain('0 workdays')
  })

  it('says an hour still needed in Portuguese without a verb in the plural', async () => {
    const { jar, currency } = await saver('pt-BR')
    await jar.fetch('/pt-BR/goals', { form: { title: 'Livro', targetAmount: '25', currency } })
    const html = await text(await jar.fetch('/pt-BR/goals'))
    expect(html).toContain('Tempo de trabalho que ainda falta: 1 hora')
    expect(html).not.toContain('faltam 1 hora')
  })

  it('creates a goal once from the same form sent twice, and anew from that form filled in differently', async () => {
    const { jar } = await saver()
    const page = await text(await jar.fetch('/en/goals'))
    const key = formKeyIn(page)
    expect(key).toBeDefined()
    const send = (title: string) => jar.fetch('/en/goals', { form: { title, targetAmount: '300', idempotencyKey: key! } })
    const first = await send('Bike')
    const again = await send('Bike')
    expect(first.status).toBe(303)
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    // The page back from the history, another goal typed into it: a goal of its own.
    const other = await send('Tent')
    expect(other.headers.get('location')).not.toBe(first.headers.get('location'))
    const titles = (await callApi(jar, 'GET', '/api/goals')).json.goals.map((goal: { title: string }) => goal.title)
    expect(titles).toEqual(['Bike', 'Tent'])
    // A key that is no UUID is no reason to refuse the goal: the form is written as sent.
    expect((await jar.fetch('/en/goals', { form: { title: 'Map', targetAmount: '5', idempotencyKey: 'x' } })).status).toBe(303)
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals).toHaveLength(3)
  })

  it('adds savings once from the same form sent twice, and again from the page shown after it', async () => {
    const { jar } = await saver()
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { title: 'Bike', targetAmount: 500 })).json
    const savingsKey = async () => formKeyIn((await text(await jar.fetch('/en/goals'))).split(`action="/en/goals/${goal.id}/savings"`)[1]!)
    const add = async (amount: string, idempotencyKey: string) => {
      const res = await jar.fetch(`/en/goals/${goal.id}/savings`, { form: { amount, idempotencyKey } })
      expect(res.headers.get('location')).toBe(`/en/goals?done=savingsAdded#goal-${goal.id}`)
      return (await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal.savedAmount
    }
    const key = (await savingsKey())!
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await add('20', key)).toBe(20)
    expect(await add('20', key)).toBe(20)
    // The same amount added from the page the addition led to is an addition of its own.
    expect(await add('20', (await savingsKey())!)).toBe(40)
    // So is another amount typed into the first page's form.
    expect(await add('5', key)).toBe(45)
  })

  it('re-shows the form with 422 and a message naming each refused field, keeping what was typed', async () => {
    const res = await jar.fetch('/en/goals', { form: { title: '', targetAmount: 'lots', currency: 'XXX', deadline: '2001-01-01' } })
    expect(res.status).toBe(422)
    const html = await text(res)
    expect(html).toContain('Please check the marked fields.')
    expect(html).toContain('Title is required.')
    expect(html).toContain('Target amount: enter a number, for example 250 or 12.50.')
    expect(html).toContain('Currency: choose one of the listed currencies.')
    expect(html).toContain('Deadline cannot be in the past.')
    expect(html).toContain('value="lots"')
    const blank = await jar.fetch('/de/goals', { form: { title: 'Sofa', targetAmount: ' ', currency: 'EUR' } })
    expect(blank.status).toBe(422)
    expect(await text(blank)).toContain('Zielbetrag ist erforderlich.')
  })

  it('adds savings, edits, and says when the goal is reached', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { title: 'Bike', targetAmount: 500, currency })).json
    let res = await jar.fetch(`/en/goals/${goal.id}/savings`, { form: { amount: '100.50' } })
    expect(res.headers.get('location')).toBe(`/en/goals?done=savingsAdded#goal-${goal.id}`)
    expect((await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal.savedAmount).toBe(100.5)
    res = await jar.fetch(`/en/goals/${goal.id}`, {
      form: { title: 'Road bike', targetAmount: '600', savedAmount: '600', currency, deadline: '' },
    })
    expect(res.headers.get('location')).toBe(`/en/goals?done=updated#goal-${goal.id}`)
    const html = await text(await jar.fetch('/en/goals'))
    expect(html).toContain('Road bike')
    expect(html).toContain('Goal reached. Well done!')
    const refused = await jar.fetch(`/en/goals/${goal.id}/savings`, { form: { amount: '-5' } })
    expect(refused.status).toBe(422)
    const refusedPage = await text(refused)
    expect(refusedPage).toContain('Amount to add must be greater than 0.')
    // The refused field comes back focused, wherever its card is on the page.
    expect(refusedPage).toMatch(/<input id="goal-[\w-]+-amount"[^>]*autofocus=""/)
    const pastMaximum = await jar.fetch(`/en/goals/${goal.id}/savings`, { form: { amount: '999,999,999' } })
    expect(pastMaximum.status).toBe(422)
    expect(await text(pastMaximum)).toContain('Amount to add: with it, the amount saved would be over 1,000,000,000.')
  })

  it('deletes with an undo that puts the goal back where it was', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { title: 'Camera', targetAmount: 800, currency })).json
    const res = await jar.fetch(`/en/goals/${goal.id}/delete`, { method: 'POST', form: {} })
    expect(res.status).toBe(303)
    const page = await text(await jar.fetch(res.headers.get('location')!))
    expect(page).toContain('“Camera” was deleted.')
    expect(page).toContain('action="/en/goals/restore"')
    const hidden = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const undo = await jar.fetch('/en/goals/restore', { form: hidden as Record<string, string> })
    expect(undo.headers.get('location')).toBe(`/en/goals?done=restored#goal-${goal.id}`)
    expect((await callApi(jar, 'GET', `/api/goals/${goal.id}`)).json.goal).toEqual(goal)
  })

  it('offers and puts back only a deletion this person made: a crafted undo shows nothing and stores nothing', async () => {
    const crafted = {
      id: crypto.randomUUID(),
      createdAt: '2024-01-01T00:00:00Z',
      title: 'Security notice: account locked. Call +1 555 0100',
      targetAmount: 999999,
      savedAmount: 5,
      currency,
      deadline: null,
    }
    for (const signature of [undefined, '0'.repeat(64)]) {
      const page = await text(
        await jar.fetch(`/en/goals?${new URLSearchParams({ done: 'deleted', undo: JSON.stringify({ ...crafted, signature }) })}`),
      )
      expect(page).not.toContain('Security notice: account locked')
      expect(page).not.toContain('action="/en/goals/restore"')
      const form = { ...crafted, targetAmount: '999999', savedAmount: '5', deadline: '', signature: signature ?? '' }
      expect((await jar.fetch('/en/goals/restore', { form })).headers.get('location')).toBe('/en/goals?done=failed')
      expect((await callApi(jar, 'GET', `/api/goals/${crafted.id}`)).status).toBe(404)
    }
    // Another person's real undo does not work here either.
    const other = await saver()
    const { goal } = (await callApi(other.jar, 'POST', '/api/goals', { title: 'Theirs', targetAmount: 50 })).json
    const location = (await other.jar.fetch(`/en/goals/${goal.id}/delete`, { method: 'POST', form: {} })).headers.get('location')!
    expect(await text(await jar.fetch(location))).not.toContain('“Theirs” was deleted.')
    expect(await text(await other.jar.fetch(location))).toContain('“Theirs” was deleted.')
  })

  it('answers an undo pressed again (the page back from the history) with the goal it already put back', async () => {
    const { goal } = (await callApi(jar, 'POST', '/api/goals', { title: 'Tent', targetAmount: 300, currency })).json
    const res = await jar.fetch(`/en/goals/${goal.id}/delete`, { method: 'POST', form: {} })
    const page = await text(await jar.fetch(res.headers.get('location')!))
    const hidden = Object.fromEntries([...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    for (let press = 0; press < 2; press++) {
      const undo = await jar.fetch('/en/goals/restore', { form: hidden as Record<string, string> })
      expect(undo.headers.get('location')).toBe(`/en/goals?done=restored#goal-${goal.id}`)
    }
    // The deleted page again (Back or a reload once undone): no "was deleted" above the goal that is there, no Undo.
    const again = await text(await jar.fetch(res.headers.get('location')!))
    expect(again).toContain('Tent')
    expect(again).not.toContain('“Tent” was deleted')
    expect(again).not.toContain('name="signature"')
  })

  it('puts back nothing from an undo whose creation time is no timestamp, too early or ahead of the clock, signed or not', async () => {
    const later = new Date(Date.now() + 24 * 3600_000).toISOString()
    for (const createdAt of ['1', '2026-11-27', '1999-01-01T00:00:00Z', later, '275760-09-13T00:00:00Z']) {
      const id = crypto.randomUUID()
      const fields = { id, createdAt, title: 'Lens', targetAmount: '300', savedAmount: '0', currency, deadline: '' }
      const undo = await jar.fetch('/en/goals/restore', { form: fields })
      expect(undo.headers.get('location'), createdAt).toBe('/en/goals?done=failed')
      expect((await callApi(jar, 'GET', `/api/goals/${id}`)).status, createdAt).toBe(404)
    }
  })

  it('treats another user’s, unknown and malformed ids as not found and changes nothing', async () => {
    const other = await saver()
    const { goal } = (await callApi(other.jar, 'POST', '/api/goals', { title: 'Theirs', targetAmount: 50 })).json
    for (const path of [`/en/goals/${goal.id}`, `/en/goals/${goal.id}/savings`, `/en/goals/${goal.id}/delete`, '/en/goals/nope/delete']) {
      const res = await jar.fetch(path, { form: { title: 'Mine', targetAmount: '1', amount: '5' } })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/en/goals?done=notFound')
    }
    expect((await callApi(other.jar, 'GET', `/api/goals/${goal.id}`)).json.goal).toEqual(goal)
    expect(await text(await jar.fetch('/en/goals'))).not.toContain('Theirs')
  })
})

describe('goals in German and Portuguese', () => {
  it('reads numbers the way the language writes them and shows figures in it', async () => {
    for (const lang of ['de', 'pt-BR']) {
      const { jar, currency } = await saver(lang, false)
      const res = await jar.fetch(`/${lang}/goals`, { form: { title: 'Reise', targetAmount: '1.234,50', savedAmount: '34,50', currency } })
      expect(res.status).toBe(303)
      const [goal] = (await callApi(jar, 'GET', '/api/goals')).json.goals
      expect(goal).toMatchObject({ targetAmount: 1234.5, savedAmount: 34.5 })
      const html = await text(await jar.fetch(`/${lang}/goals`))
      expect(html).toContain(lang === 'de' ? 'Noch 48 Stunden Arbeit (2 Tage).' : 'Tempo de trabalho que ainda falta: 48 horas (2 dias).')
      // The edit form shows the amounts to edit as the profile shows its rate: the currency's decimals, no grouping.
      expect(html).toContain('value="1234,50"')
      expect(html).toContain('value="34,50"')
    }
  })

  it('refuses an amount written with another currency’s sign than the goal’s, keeping it as typed, and takes its own', async () => {
    const { jar } = await saver('de')
    const refused = await jar.fetch('/de/goals', { form: { title: 'Rad', targetAmount: '€ 1.234,56', savedAmount: '10', currency: 'USD' } })
    expect(refused.status).toBe(422)
    const html = await text(refused)
    expect(html).toContain(
      'Zielbetrag ist in einer anderen Währung geschrieben als der des Ziels: Entfernen Sie das Währungszeichen oder wählen Sie diese Währung.',
    )
    expect(html).toContain('value="€ 1.234,56"')
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals).toEqual([])
    const own = await jar.fetch('/de/goals', { form: { title: 'Rad', targetAmount: 'US$ 1.234,56', savedAmount: '10', currency: 'USD' } })
    expect(own.status).toBe(303)
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals[0]).toMatchObject({ targetAmount: 1234.56, currency: 'USD' })
  })

  it('asks for a rate, or says no reference rate converts between the currencies, instead of a number', async () => {
    const { jar } = await signedUpJar('de')
    await callApi(jar, 'POST', '/api/goals', { title: 'Ohne Satz', targetAmount: 100 })
    expect(await text(await jar.fetch('/de/goals'))).toContain('Hinterlegen Sie Ihren Stundensatz')
    const { jar: pt } = await saver('pt-BR')
    await callApi(pt, 'PATCH', '/api/profile', { currency: 'BRL' })
    await callApi(pt, 'POST', '/api/goals', { title: 'Outra moeda', targetAmount: 100, currency: 'AED' })
    const html = await text(await pt.fetch('/pt-BR/goals'))
    expect(html).toContain('nenhuma taxa de referência do BCE converte entre as duas; por isso não dá para calcular as horas de trabalho')
    expect(html).not.toMatch(/NaN|Infinity/)
  })

  it.each([
    ['en', '$1,115.50 is €1,000.00 at the newest ECB reference rate, of Sep 26, 2024', 'Still 40 hours of work'],
    ['de', '1.115,50 $ sind 1.000,00 € zum neuesten EZB-Referenzkurs vom 26.09.2024', '40 Stunden'],
    ['pt-BR', 'US$ 1.115,50 equivalem a € 1.000,00 pela taxa de referência mais recente do BCE, de 26 de set. de 2024', '40 horas'],
  ])('in %s reckons a goal in USD for a EUR earner at the newest reference rate, and says which day’s', async (lang, converted, hours) => {
    const { jar } = await saver(lang)
    await callApi(jar, 'PATCH', '/api/profile', { currency: 'EUR', hourlyRate: 25 })
    await callApi(jar, 'POST', '/api/goals', { title: 'New York', targetAmount: 1115.5, currency: 'USD' })
    const html = await text(await jar.fetch(`/${lang}/goals`))
    expect(html).toContain(converted)
    expect(html).toContain(hours)
  })
})

describe('goals from the dashboard', () => {
  it('makes a saved price→time calculation a goal and shows the nearest goal’s progress', async () => {
    const { jar } = await saver()
    const dashboard = async () => text(await jar.fetch('/en/dashboard?nojs=1'))
    expect(await dashboard()).not.toContain('Nearest goal')
    const { calculation } = (await callApi(jar, 'POST', '/api/calculations', laptop)).json
    expect(await dashboard()).toContain(`action="/en/goals/from-calculation/${calculation.id}"`)
    const res = await jar.fetch(`/en/goals/from-calculation/${calculation.id}`, { form: {} })
    expect(res.status).toBe(303)
    const [goal] = (await callApi(jar, 'GET', '/api/goals')).json.goals
    expect(goal).toMatchObject({ title: 'New laptop', targetAmount: 1200, savedAmount: 0, currency: 'EUR', deadline: null })
    expect(res.headers.get('location')).toBe(`/en/goals?done=created#goal-${goal.id}`)
    await callApi(jar, 'POST', `/api/goals/${goal.id}/savings`, { amount: 300 })
    expect(await dashboard()).toContain(`Nearest goal: New laptop, 25% saved. <a href="/en/goals#goal-${goal.id}">See your goals</a>`)
    // Pressed again (a double click without JavaScript, a reload that resends it): the same goal, not a second one.
    const again = await jar.fetch(`/en/goals/from-calculation/${calculation.id}`, { form: {} })
    expect(again.headers.get('location')).toBe(res.headers.get('location'))
    expect((await callApi(jar, 'GET', '/api/goals')).json.goals).toMatchObject([{ id: goal.id, savedAmount: 300 }])
  })

  it('makes a price typed in another currency a goal in that currency, as typed', async () => {
    const { jar } = await saver()
    const typed = { mode: 'price_to_time', rate: 40, currency: 'EUR', price: 1115.5, priceCurrency: 'USD', title: 'US laptop' }
    const { calculation } = (await callApi(jar, 'POST', '/api/calculations', typed)).json
    expect(calculation).toMatchObject({ amount: 1000, currency: 'EUR' })
    expect((await jar.fetch(`/en/goals/from-calculation/${calculation.id}`, { form: {} })).status).toBe(303)
    const [goal] = (await callApi(jar, 'GET', '/api/goals')).json.goals
    expect(goal).toMatchObject({ title: 'US laptop', targetAmount: 1115.5, currency: 'USD' })
  })
})

describe('one limit for a goal’s title', () => {
  /** The hint each language gives under the title field. */
  const HINT = {
    en: 'at most 120 characters',
    de: 'höchstens 120 Zeichen',
    'pt-BR': 'no máximo 120 caracteres',
  } as const

  it.each(Object.entries(HINT))('is 120 characters in the field, its hint and the check, in %s', async (lang, hint) => {
    const { jar } = await signedUpJar(lang)
    const titleInputs = (html: string) => html.match(/<input[^>]*name="title"[^>]*>/g) ?? []
    expect((await callApi(jar, 'POST', '/api/goals', { title: 'Trip', targetAmount: 100 })).status).toBe(201)
    const html = await text(await jar.fetch(`/${lang}/goals`))
    const inputs = titleInputs(html)
    expect(inputs.length).toBe(2)
    for (const input of inputs) expect(input).toContain('maxLength="120"')
    expect(html).toContain(hint)
    const accepted = await jar.fetch(`/${lang}/goals`, { form: { title: 'é'.repeat(120), targetAmount: '10' } })
    expect(accepted.status).toBe(303)
    const refused = await jar.fetch(`/${lang}/goals`, { form: { title: 'é'.repeat(121), targetAmount: '10' } })
    expect(refused.status).toBe(422)
    expect(titleInputs(await text(refused)).find((input) => input.includes('id="goal-new-title"'))).toContain('aria-invalid="true"')
  })
})
