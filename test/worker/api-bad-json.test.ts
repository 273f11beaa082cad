import { describe, expect, it } from 'vitest'
import { callApi, laptop } from './support/api.ts'
import { saveCalculations } from './support/comparisons.ts'
import { signedUpJar } from './support/cookie-jar.ts'
import { tripGoal } from './support/goals.ts'

/** The app's one answer to a body it cannot read, in each language. */
const BAD_JSON = {
  en: 'The request could not be read.',
  de: 'Die Anfrage konnte nicht gelesen werden.',
  'pt-BR': 'Não foi possível ler a solicitação.',
} as const

/** Bodies no route can read: broken JSON, no JSON, and JSON that is no object. */
const UNREADABLE = ['{', '', 'not json', '{"title": "x"', '{"a":1} trailing', 'null', '[]', '[{"title":"x"}]', '"text"', '42', 'true']

/** Every JSON route that reads a body, with the ids it needs. */
const ROUTES: [method: string, path: string][] = [
  ['POST', '/api/calculations'],
  ['PATCH', '/api/calculations/:calculation'],
  ['POST', '/api/calculations/:calculation/favorite'],
  ['POST', '/api/comparisons'],
  ['POST', '/api/goals'],
  ['PATCH', '/api/goals/:goal'],
  ['POST', '/api/goals/:goal/savings'],
  ['PATCH', '/api/profile'],
  ['POST', '/api/broadcast'],
]

/** A fresh account (writes are limited per user) with a calculation and a goal to address. */
async function account() {
  const { jar } = await signedUpJar()
  const [calculation] = await saveCalculations(jar, [laptop])
  const ids: Record<string, string> = { calculation: calculation!, goal: (await callApi(jar, 'POST', '/api/goals', tripGoal)).json.goal.id }
  /** Everything the account holds, to see that nothing changed. */
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        ['/api/calculations', '/api/goals', '/api/comparisons'].map(async (path) => (await callApi(jar, 'GET', path)).json),
      ),
    )
  return { jar, ids, snapshot }
}

describe('a body that is not a JSON object', () => {
  for (const [method, path] of ROUTES) {
    it(`${method} ${path} answers it with 400 and the app’s bad-JSON message, in the request’s language, and changes nothing`, async () => {
      const { jar, ids, snapshot } = await account()
      const before = await snapshot()
      const url = path.replace(/:(\w+)/, (_, name: string) => ids[name]!)
      for (const body of UNREADABLE) {
        for (const [lang, message] of Object.entries(BAD_JSON)) {
          const res = await callApi(jar, method, url, body, { 'accept-language': lang })
          expect(res.status, `${JSON.stringify(body)} in ${lang}`).toBe(400)
          expect(res.json.error, `${JSON.stringify(body)} in ${lang}`).toEqual({ code: 'bad_json', message, fields: { body: message } })
        }
      }
      expect(await snapshot()).toBe(before)
    })
  }

  it('is refused before any route reads it when it is labelled as something other than JSON', async () => {
    const { jar, snapshot } = await account()
    const before = await snapshot()
    for (const type of ['application/json.x', 'application/json, text/plain', 'application/jsonp']) {
      const res = await callApi(jar, 'POST', '/api/calculations', laptop, { 'content-type': type })
      expect(res.status, type).toBe(403)
    }
    expect(await snapshot()).toBe(before)
  })
})
