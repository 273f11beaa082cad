/** Shows a new address (path and query) without a navigation or a new history entry; the same address is left alone. */
export function replaceUrl(url: string): void {
  if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url)
}
