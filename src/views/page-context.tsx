import { createContext, useContext } from 'react'
import type { SessionUser } from '../env.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Messages, Translate } from '../i18n/translator.ts'

/** What every view may know about the request it renders for. */
export interface PageInfo {
  locale: Locale
  t: Translate
  messages: Messages
  /** The path after the language prefix: '' for home, '/faq', '/compare/abc'. */
  subpath: string
  /** Query string of the request, '' or starting with '?'. */
  search: string
  origin: string
  user: SessionUser | null
  nonce: string
}

export const PageContext = createContext<PageInfo | null>(null)

/** Gives a view its language, messages and user without threading props. */
export function usePage(): PageInfo {
  const page = useContext(PageContext)
  if (!page) throw new Error('usePage() outside of a rendered page')
  return page
}
