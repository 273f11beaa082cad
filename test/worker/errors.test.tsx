import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/env.ts'
import { locale } from '../../src/middleware/locale.ts'
import { renderer } from '../../src/middleware/renderer.tsx'
import { securityHeaders } from '../../src/middleware/security-headers.ts'
import { session } from '../../src/middleware/session.ts'
import { notFound, onError } from '../../src/routes/errors.tsx'

/** The worker's own error handlers mounted on routes that fail on purpose; requests carry the worker's env (the renderer reads SITE_URL). */
function failingApp() {
  const app = new Hono<AppEnv>()
  app.use(securityHeaders, renderer, session)
  app.use('/:lang/*', locale)
  app.get('/:lang/boom', () => {
    throw new Error('database password is hunter2')
  })
  app.get('/:lang/teapot', () => {
    throw new HTTPException(503, { message: 'busy' })
  })
  app.notFound(notFound)
  app.onError(onError)
  return app
}

describe('error pages', () => {
  it.each([
    ['en', 'Internal Server Error'],
    ['de', 'Interner Serverfehler'],
    ['pt-BR', 'Erro interno do servidor'],
  ])('renders the generic %s variant with status 500 and no stack', async (lang, title) => {
    const res = await failingApp().request(`/${lang}/boom`, {}, env)
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}">`)
    expect(html).toContain(title)
    expect(html).not.toContain('hunter2')
    expect(html).not.toMatch(/at .*\.ts:\d+/)
  })

  it('keeps the status of a thrown HTTP error below 500 and above', async () => {
    const res = await failingApp().request('/en/teapot', {}, env)
    expect(res.status).toBe(503)
  })

  it('renders the page-not-found variant for unmatched routes', async () => {
    const res = await failingApp().request('/pt-BR/nothing-here', {}, env)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<p class="error-message" lang="en">Page not found: /pt-BR/nothing-here</p>')
    expect(html).toContain('Página não encontrada')
  })
})
