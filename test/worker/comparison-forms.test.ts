import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from './support/api.ts'
import { COMPARED, saveCalculations } from './support/comparisons.ts'
import { CookieJar, signedUpJar } from './support/cookie-jar.ts'
import { islandProps } from './support/island.ts'

async function comparisons(jar: CookieJar) {
  return (await callApi(jar, 'GET', '/api/comparisons')).json.comparisons as { code: string; title: string | null; items: unknown[] }[]
}

const picks = (ids: readonly string[], title?: string): [string, string][] => [
  ...ids.map((id): [string, string] => ['calculationIds', id]),
  ...(title === undefined ? [] : [['title', title] as [string, string]]),
]

describe('comparisons without JavaScript', () => {
  let jar: CookieJar
  let ids: string[]

  beforeAll(async () => {
    jar = (await signedUpJar()).jar
    ids = await saveCalculations(jar, COMPARED)
  })

  it('shows the selection mode at ?select=1: a named checkbox per calculation inside the create form', async () => {
    const html = await (await jar.fetch('/en/dashboard?select=1&nojs=1')).text()
    expect(html).toMatch(/<form id="comparison-form"[^>]* action="\/en\/dashboard\/comparisons" method="post">/)
    for (const id of ids) expect(html).toContain(`<input type="checkbox" form="comparison-form" name="calculationIds" value="${id}"/>`)
    expect(html).toContain('<span class="visually-hidden">City bike</span>')
    expect(html).toContain('<span class="visually-hidden">¥10,000</span>')
    expect(html).toContain('maxLength="120"')
    expect(html).not.toMatch(/<button type="submit" class="button" disabled/)
  })

  it('creates a comparison from the ticked calculations and shows its link in a read-only field', async () => {
    const res = await jar.fetch('/en/dashboard/comparisons', { form: picks([ids[0]!, ids[1]!], '  Laptop or bike?  ') })
    expect(res.status).toBe(303)
    const [created] = await comparisons(jar)
    expect(res.headers.get('location')).toBe(`/en/dashboard?comparison=${created!.code}`)
    expect(created).toMatchObject({ title: 'Laptop or bike?' })
    expect(created!.items).toHaveLength(2)

    const html = await (await jar.fetch(`/de/dashboard?comparison=${created!.code}&nojs=1`)).text()
    expect(html).toMatch(
      new RegExp(`<input id="comparison-link" type="url" readOnly="" value="http://localhost/de/compare/${created!.code}"`),
    )
    expect(html).toContain('Ihre Vergleiche')
    expect(html).toContain(`action="/de/dashboard/comparisons/${created!.code}/delete"`)
    expect(islandProps(html).sharing.createdCode).toBe(created!.code)
  })

  it('creates one comparison from the same form sent twice, and another from that form with other calculations ticked', async () => {
    const fresh = (await signedUpJar()).jar
    const saved = await saveCalculations(fresh, COMPARED)
    const html = await (await fresh.fetch('/en/dashboard?select=1&nojs=1')).text()
    const key = /<input type="hidden" name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1]
    expect(key).toBeDefined()
    const send = (chosen: string[]) =>
      fresh.fetch('/en/dashboard/comparisons', { form: [...picks(chosen, 'Which?'), ['idempotencyKey', key!]] })
    const first = await send([saved[0]!, saved[1]!])
    const again = await send([saved[0]!, saved[1]!])
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    expect(await comparisons(fresh)).toHaveLength(1)
    const other = await send([saved[0]!, saved[2]!])
    expect(other.headers.get('location')).not.toBe(first.headers.get('location'))
    expect(await comparisons(fresh)).toHaveLength(2)
  })

  it('names the refused field in the page’s language, keeps what was chosen, and writes nothing', async () => {
    const before = (await comparisons(jar)).length
    const cases: [string, [string, string][], string, RegExp][] = [
      ['en', picks([ids[0]!]), 'calculationIdsCount', /Calculations: choose 2 to 6 of your saved calculations\./],
      ['de', picks([]), 'calculationIdsCount', /Berechnungen: Wählen Sie 2 bis 6/],
      ['pt-BR', picks([ids[0]!, ids[0]!]), 'calculationIdsDuplicate', /Cálculos/],
      ['en', picks([ids[0]!, 'not-an-id']), 'calculationIdsUnknown', /Calculations: choose only calculations saved in your account\./],
      ['en', picks([ids[0]!, ids[1]!], 'x'.repeat(121)), 'titleTooLong', /Title: use at most 120 characters\./],
      ['de', picks([...ids, ...ids, ids[0]!]), 'calculationIdsCount', /Berechnungen/],
    ]
    for (const [lang, form, key, message] of cases) {
      const res = await jar.fetch(`/${lang}/dashboard/comparisons`, { form })
      expect(res.status).toBe(303)
      const location = res.headers.get('location')!
      expect(location).toMatch(new RegExp(`^/${lang}/dashboard\\?select=1&refused=${key}`))
      const page = await (await jar.fetch(`${location}&nojs=1`)).text()
      expect(page).toMatch(message)
      expect(page).toContain('role="alert"')
      expect(islandProps(page).sharing.selecting).toBe(true)
    }
    const kept = await jar.fetch(`/en/dashboard/comparisons`, { form: picks([ids[2]!], 'Mine') })
    const props = islandProps(await (await jar.fetch(`${kept.headers.get('location')}&nojs=1`)).text())
    expect(props.sharing).toMatchObject({ chosen: [ids[2]], title: 'Mine' })
    expect(await comparisons(jar)).toHaveLength(before)
  })

  it('refuses someone else’s calculations and writes nothing', async () => {
    const other = (await signedUpJar()).jar
    const theirs = await saveCalculations(other, COMPARED.slice(0, 2))
    const res = await jar.fetch('/en/dashboard/comparisons', { form: picks([ids[0]!, theirs[0]!]) })
    expect(res.headers.get('location')).toMatch(/refused=calculationIdsUnknown/)
    const stolen = await other.fetch('/en/dashboard/comparisons', { form: picks([ids[0]!, ids[1]!]) })
    expect(stolen.headers.get('location')).toMatch(/refused=calculationIdsUnknown/)
    expect(await comparisons(other)).toEqual([])
  })

  it('deletes after the confirmation step, only the owner’s, and the link is then a 404', async () => {
    const created = (await callApi(jar, 'POST', '/api/comparisons', { calculationIds: [ids[1], ids[2]] })).json.comparison
    const other = (await signedUpJar()).jar
    const stolen = await other.fetch(`/en/dashboard/comparisons/${created.code}/delete`, { form: {} })
    expect(stolen.headers.get('location')).toBe('/en/dashboard?refused=notFound')
    expect(await (await other.fetch('/en/dashboard?refused=notFound&nojs=1')).text()).toContain('Comparison not found or has been deleted.')
    expect((await jar.fetch(`/en/compare/${created.code}`)).status).toBe(200)

    const page = await (await jar.fetch('/en/dashboard?nojs=1')).text()
    expect(page).toContain('<details class="dashboard-comparison-delete">')
    const gone = await jar.fetch(`/en/dashboard/comparisons/${created.code}/delete`, { form: {} })
    expect(gone.headers.get('location')).toBe('/en/dashboard?comparisonDeleted=1')
    expect(await (await jar.fetch('/en/dashboard?comparisonDeleted=1&nojs=1')).text()).toContain(
      'The comparison was deleted; its link no longer works.',
    )
    expect((await comparisons(jar)).map((comparison) => comparison.code)).not.toContain(created.code)
    expect((await new CookieJar().fetch(`/en/compare/${created.code}`)).status).toBe(404)
    const malformed = await jar.fetch('/en/dashboard/comparisons/short/delete', { form: {} })
    expect(malformed.headers.get('location')).toBe('/en/dashboard?refused=notFound')
  })

  it('refuses a cross-site post (CSRF) and a guest', async () => {
    const before = (await comparisons(jar)).length
    const forged = await jar.fetch('/en/dashboard/comparisons', {
      form: picks([ids[0]!, ids[1]!]),
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    const [mine] = await comparisons(jar)
    const forgedDelete = await jar.fetch(`/en/dashboard/comparisons/${mine!.code}/delete`, {
      form: {},
      headers: { origin: 'https://evil.example' },
    })
    expect(forgedDelete.status).toBe(403)
    expect(await comparisons(jar)).toHaveLength(before)
    const guest = await new CookieJar().fetch('/en/dashboard/comparisons', { form: picks([ids[0]!, ids[1]!]) })
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toMatch(/^\/en\/login\?next=/)
  })
})
