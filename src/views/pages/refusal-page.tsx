import { usePage } from '../page-context.tsx'

export interface RefusalPageProps {
  /** The HTTP status, shown above the title (403, 413). */
  status: number
  title: string
  lead?: string | undefined
}

/** Shown instead of a form's answer when the request itself was refused: sent from another site (403), too large (413). */
export function RefusalPage({ status, title, lead }: RefusalPageProps) {
  const { t } = usePage()
  return (
    <section className="error-page" aria-labelledby="refusal-title">
      <p className="eyebrow">{t('errors.statusLabel', { status })}</p>
      <h1 id="refusal-title">{title}</h1>
      {lead && <p>{lead}</p>}
    </section>
  )
}
