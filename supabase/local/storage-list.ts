const LIST = /^\/storage\/v1\/object\/list\/[^/]+$/

/**
 * Supabase Storage lists a folder (`POST /object/list/<bucket>` with a
 * `prefix`) with each name relative to it (`avatar-1.png`), so a client
 * joins the folder and the name to remove or download a file; lite answers
 * the whole object path (`<folder>/avatar-1.png`). This takes a list's
 * answer back to the hosted names; any other request passes untouched.
 */
export async function listedAsHosted(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> {
  if (request.method !== 'POST' || !LIST.test(new URL(request.url).pathname)) return send(request)
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { prefix?: unknown }
  const response = await send(request)
  if (!response.ok || typeof body.prefix !== 'string' || body.prefix === '') return response
  const folder = body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`
  const items = (await response.json()) as Array<{ name: string }>
  const relative = items.map((item) => (item.name.startsWith(folder) ? { ...item, name: item.name.slice(folder.length) } : item))
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(relative), { status: response.status, headers })
}
