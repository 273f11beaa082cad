import type { ReactNode } from 'react'

export interface PageHeaderProps {
  /** The small line above the title. */
  eyebrow?: string | undefined
  title: string
  lead?: string | undefined
  /** Anything below the lead (a "last updated" line). */
  children?: ReactNode
}

/** The heading block of a content page: eyebrow, title and lead. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  )
}
