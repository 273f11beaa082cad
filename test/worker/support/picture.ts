import { exports } from 'cloudflare:workers'
import type { CookieJar } from './cookie-jar.ts'

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

/** Posts a multipart form through the worker with the jar's cookies, as the picture form does. */
export async function postMultipart(jar: CookieJar, path: string, form: FormData): Promise<Response> {
  const res = await exports.default.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body: form,
      headers: { cookie: jar.header(), origin: 'http://localhost', 'cf-connecting-ip': jar.ip },
      redirect: 'manual',
    }),
  )
  jar.take(res)
  return res
}

/** Uploads the PNG as the jar's profile picture through the profile's form and returns its `/avatars/…` path. */
export async function uploadPicture(jar: CookieJar, lang = 'en'): Promise<string> {
  const form = new FormData()
  form.set('picture', new File([PNG], 'me.png', { type: 'image/png' }))
  const res = await postMultipart(jar, `/${lang}/profile/picture`, form)
  if (res.status !== 303) throw new Error(`uploading a picture failed with ${res.status}`)
  const page = await (await jar.fetch(`/${lang}/profile`)).text()
  const src = /src="(\/avatars\/[^"]+)"/.exec(page)?.[1]
  if (!src) throw new Error('the profile shows no picture after an upload')
  return src
}
