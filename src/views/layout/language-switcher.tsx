import { LOCALES } from '../../i18n/locales.ts'
import { languageSwitchHref } from '../../lib/language-switch.ts'
import { usePage } from '../page-context.tsx'

/**
 * Links to the same page in the other languages. Each goes through
 * `/language/{lang}` so that `/` remembers the choice (the cookie is set
 * there, never on a public page). When an island has rewritten the address
 * since, the switch takes the query from the `Referer` (`withShownQuery`).
 */
export function LanguageSwitcher() {
  const { locale, subpath, search, t } = usePage()
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul>
        {LOCALES.map((lang) => {
          return (
            <li key={lang}>
              <a
                href={languageSwitchHref(lang, subpath, search)}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === locale ? 'true' : undefined}
              >
                {t(`languageNames.${lang}`)}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
