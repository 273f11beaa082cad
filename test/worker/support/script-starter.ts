/**
 * What a page's head starts after its first paint: the inline script's nonce
 * and the script URLs of its `data-src` (`src/client/start-after-paint.ts`).
 * Throws when the page has no such script or more than one.
 */
export function scriptStarter(html: string): { nonce: string; urls: string[] } {
  const scripts = [...html.matchAll(/<script nonce="([^"]+)" data-src="([^"]*)">/g)]
  if (scripts.length !== 1) throw new Error(`expected one script starter in the page, found ${scripts.length}`)
  const [, nonce, src] = scripts[0]!
  return { nonce: nonce!, urls: src!.split(' ') }
}
