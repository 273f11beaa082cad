/**
 * What a stub in `src/bundle/` exports in place of a library's function the
 * worker never calls: a function that fails loudly, naming the library's
 * function and the stub that stands in for it.
 * @example export const parse = notBundled('cookie', 'parse') // throws "cookie's parse is not bundled into the worker (src/bundle/cookie.ts)"
 */
export function notBundled(library: string, name: string, stub = library): () => never {
  return () => {
    throw new Error(`${library}'s ${name} is not bundled into the worker (src/bundle/${stub}.ts)`)
  }
}
