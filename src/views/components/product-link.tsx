import { productLinkOf } from '../../lib/product/product-link.ts'

/**
 * A saved product link as every page shows it: the shop's host, linking to
 * the page with `rel="nofollow noopener"` (no ranking lent to the shop, no
 * `window.opener` handed to it); nothing for what is no http(s) link.
 */
export function ProductLink({ url }: { url: string | null | undefined }) {
  const link = productLinkOf(url)
  if (!link) return null
  return (
    <a className="product-link" href={link.href} rel="nofollow noopener">
      {link.host}
    </a>
  )
}
