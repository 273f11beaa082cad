import type { BaseIssue } from 'valibot'

/**
 * Turns valibot issues into one message key per field (the first issue of a
 * field wins). Schemas put catalogue keys such as `validation.email` in their
 * messages, so the view can translate them into the page's language.
 */
export function fieldErrors(issues: readonly BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}
