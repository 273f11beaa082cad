import type { Handler } from 'hono'
import type { AppEnv } from '../env.ts'
import { messagesFor } from '../i18n/translator.ts'
import { APP_ICONS } from '../lib/app-icons.ts'
import { pagePath } from '../paths.ts'

/** The theme and splash colours: the brand's teal, as the head's light `theme-color`, on the page's light background. */
const THEME_COLOR = '#0f766e'
const BACKGROUND_COLOR = '#ffffff'

/**
 * `GET /{lang}/manifest.webmanifest`: the web app manifest in the page's
 * language, so the installed app carries a localized name and starts on the
 * calculator of that language; as a share target it takes a shared page's
 * title, text and link to that calculator.
 * @example { "name": "TimePrice – prices in hours of work", "start_url": "/de", "scope": "/", … }
 */
export const webManifest: Handler<AppEnv> = (c) => {
  const locale = c.get('locale')
  const { app } = messagesFor(locale).offline
  return c.body(
    JSON.stringify({
      id: pagePath(locale, 'home'),
      lang: locale,
      name: app.name,
      short_name: app.shortName,
      description: app.description,
      start_url: pagePath(locale, 'home'),
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [...APP_ICONS, { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      // Sharing a shop's page to the installed app opens the calculator, which reads the link (`homePage`).
      share_target: { action: pagePath(locale, 'home'), method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
    }),
    200,
    { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  )
}
