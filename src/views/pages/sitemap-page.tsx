import { INDEXABLE_PAGES, PAGE_KEYS, PAGES, pagePath, type PageKey } from '../../paths.ts'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/** Pages only ever reached on the way somewhere: the offline page (served in place of another page) and the goodbye after deleting an account. */
const UNLISTED = ['offline', 'goodbye'] as const

/** Pages a sitemap may name. */
type ListedPage = Exclude<PageKey, (typeof UNLISTED)[number]>

const isListed = (key: PageKey): key is ListedPage => !(UNLISTED as readonly PageKey[]).includes(key)

/** Open pages that search engines skip but people may still want: log in, sign up, the sample comparison. */
const MORE_PAGES = PAGE_KEYS.filter((key): key is ListedPage => PAGES[key].access !== 'user' && !PAGES[key].indexable && isListed(key))

function PageList({ keys }: { keys: readonly ListedPage[] }) {
  const { locale, t } = usePage()
  return (
    <ul className="sitemap-list">
      {keys.map((key) => (
        <li key={key}>
          <a href={pagePath(locale, key)}>{t(`content.sitemap.links.${key}`)}</a>
          <p className="muted">{t(`meta.${key}.description`)}</p>
        </li>
      ))}
    </ul>
  )
}

/** The human-readable sitemap: every open page in the current language, with what it is for. */
export function SitemapPage() {
  const { t } = usePage()
  return (
    <div className="sitemap-page">
      <PageHeader eyebrow={t('content.sitemap.eyebrow')} title={t('content.sitemap.title')} lead={t('content.sitemap.lead')} />
      <section aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">{t('content.sitemap.pagesHeading')}</h2>
        <PageList keys={INDEXABLE_PAGES} />
      </section>
      <section aria-labelledby="sitemap-more">
        <h2 id="sitemap-more">{t('content.sitemap.moreHeading')}</h2>
        <PageList keys={MORE_PAGES} />
      </section>
    </div>
  )
}
