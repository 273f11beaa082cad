/** Never changes, so React never writes it: the element keeps the children the server sent. */
const KEEP = { __html: '' }

/**
 * Stands in, in the browser, for a part of an island only the server
 * renders, whose root is a `<div>`: hydration adopts that div but neither
 * hydrates nor removes what is inside it, and since its props never change
 * React never touches it again. The browser ships none of the part's code.
 * @example <Calculator {...props} salaryHelper={ServerHtml} />
 */
export function ServerHtml() {
  return <div suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
}
