import type { BaseIssue } from 'valibot'

/**
 * The first value given for each key, as an object of those keys alone: a
 * request may name a field `constructor`, `toString` or `__proto__`, which a
 * plain object would already seem to hold (or, for `__proto__`, take as its
 * prototype) and so never report.
 */
export function firstPerKey<Value>(entries: Iterable<readonly [string, Value]>): Record<string, Value> {
  const first = new Map<string, Value>()
  for (const [key, value] of entries) if (!first.has(key)) first.set(key, value)
  return Object.fromEntries(first)
}

/** The top-level field an issue is about (`body` when it is about the whole body). */
export const issueField = (issue: BaseIssue<unknown>): string => String(issue.path?.[0]?.key ?? 'body')
