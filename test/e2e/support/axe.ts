import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** One violation as axe reports it, reduced to what a reader needs to fix it. */
interface Violation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: string[]; failureSummary: string }[]
}

/** The violations one per paragraph: rule, impact, help, and each offending element with axe's summary. */
function readable(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
        ...violation.nodes.map((node) => `  at ${node.target.join(' ')}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`),
      ].join('\n'),
    )
    .join('\n\n')
}

/**
 * Runs axe-core in the page as it is now (the script injected with
 * playwright-core) and expects no violation; when there are any, the
 * failure lists each with its elements, readably. `label` names the page
 * and state in the message.
 *
 * @example await expectNoAxeViolations(page, 'dashboard in de, selection mode')
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document)
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      helpUrl,
      nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary ?? '' })),
    }))
  })
  expect(violations.length, `axe found violations on ${label}:\n\n${readable(violations)}`).toBe(0)
}
