import { describe, expect, it } from 'vitest'
import { productLinkOf } from '../../../../src/lib/product/product-link.ts'

describe('productLinkOf', () => {
  it('takes a link copied without its scheme as https', () => {
    expect(productLinkOf('amazon.de/dp/B0TEST')?.href).toBe('https://amazon.de/dp/B0TEST')
    expect(productLinkOf(' www.loja.com.br/produto?id=7 ')?.href).toBe('https://www.loja.com.br/produto?id=7')
    expect(productLinkOf('bücher.de')?.host).toBe('xn--bcher-kva.de')
  })

  it('keeps a link that names its scheme as it is', () => {
    expect(productLinkOf('http://shop.example/p/1')?.href).toBe('http://shop.example/p/1')
    expect(productLinkOf('HTTPS://Shop.Example/P/1')?.href).toBe('https://shop.example/P/1')
  })

  it('refuses what is no link: a number, a word, another scheme, credentials', () => {
    for (const text of [
      '12.50',
      '1.234,56',
      'laptop',
      'mailto:ana@shop.example',
      'ftp://shop.example/x',
      'https://me:secret@shop.example/',
      'me:secret@shop.example',
    ]) {
      expect(productLinkOf(text), text).toBeUndefined()
    }
  })
})
