import type { ReactNode } from 'react'
import { FormMessage } from './field.tsx'

export interface FormCardProps {
  /** Prefix of the heading's id (`<id>-title`), which names the section. */
  id: string
  title: string
  lead?: string | undefined
  /** The last submit's message box: an error summary or a confirmation. */
  error?: string | undefined
  success?: string | undefined
  children: ReactNode
}

/** The card of a one-form page (log in, sign up, passwords, contact): heading, lead, the last submit's message, the form. */
export function FormCard({ id, title, lead, error, success, children }: FormCardProps) {
  return (
    <section className="auth-page card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      <FormMessage error={error} success={success} />
      {children}
    </section>
  )
}
