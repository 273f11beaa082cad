import { usePage } from '../page-context.tsx'

/** A signed-in member's page heading and description; the accounts work fills in each page. */
export function MemberPage({ page }: { page: 'goals' }) {
  const { t } = usePage()
  return (
    <section className="page-header">
      <h1>{t(`nav.${page}`)}</h1>
      <p className="lead">{t(`meta.${page}.description`)}</p>
    </section>
  )
}
