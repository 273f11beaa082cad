/**
 * Server-side redirects kept as data, so a redirect is a line here, not a
 * route; a rule may also lead to an external URL. `{lang}` in `to`
 * is the visitor's resolved language; a `from` without a language prefix
 * matches the bare path, one with `{lang}` matches under every language.
 */
export interface RedirectRule {
  from: string
  to: string
  status: 301 | 302 | 307 | 308
}

export const REDIRECTS: readonly RedirectRule[] = [
  { from: '/imprint', to: '/{lang}/impressum', status: 301 },
  { from: '/{lang}/imprint', to: '/{lang}/impressum', status: 301 },
  { from: '/{lang}/legal', to: '/{lang}/impressum', status: 301 },
  { from: '/{lang}/calculator', to: '/{lang}', status: 301 },
  { from: '/{lang}/register', to: '/{lang}/signup', status: 301 },
  { from: '/source', to: 'https://github.com/timeprice/timeprice', status: 302 },
]
