import { calculatorMessages } from './calculator/messages.ts'
import { dashboardMessages } from './dashboard/messages.ts'

/**
 * The islands that render from the message catalogue, and how each picks its
 * part in a language. The client build writes each island's part in each
 * language as a script of its own (content-hashed, cached like any script);
 * the page names it on the island's element (`data-messages`) and lists it
 * among the scripts it starts after first paint, and the island's props in
 * the HTML leave the messages out. So the HTML, which no cache keeps, carries
 * the island's texts only once, as the page shows them, and stays within the
 * first round trip of a fresh connection.
 */
export const ISLAND_MESSAGES = {
  calculator: calculatorMessages,
  dashboard: dashboardMessages,
} as const
