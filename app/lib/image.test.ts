import { describe, expect, it } from 'vitest'
import { imageUrl, srcSet } from './image'

/** What the URL parser makes of a URL with the sizes set: the rule every URL must follow. */
function parsed(url: string, sizes: { width?: number; height?: number; crop?: 'center' }) {
  const relative = url.startsWith('/') && !url.startsWith('//')
  const u = new URL(url, relative ? 'http://relative.invalid' : undefined)
  for (const [name, value] of Object.entries(sizes)) u.searchParams.set(name, String(value))
  return relative ? `${u.pathname}${u.search}` : u.toString()
}

describe('image URLs', () => {
  it('add the CDN size parameters to an absolute URL', () => {
    expect(imageUrl('https://cdn.shopify.com/s/files/1/x.jpg?v=1', { width: 600 })).toBe('https://cdn.shopify.com/s/files/1/x.jpg?v=1&width=600')
  })

  it('keep a path a path, so the shop’s own images load on any host', () => {
    expect(imageUrl('/cdn/shop/files/mat-1.png?v=1', { width: 300, height: 200, crop: 'center' })).toBe(
      '/cdn/shop/files/mat-1.png?v=1&width=300&height=200&crop=center',
    )
    expect(srcSet('/cdn/shop/files/mat-1.png?v=1', [200])).toBe('/cdn/shop/files/mat-1.png?v=1&width=200 200w')
  })

  it('give what the URL parser gives, for plain URLs and for those it rewrites', () => {
    const urls = [
      'https://cdn.shopify.com/s/files/1/0123/4567/files/Sheet_Queen.jpg?v=1700000000',
      'https://cdn.shopify.com/s/files/1/x.jpg',
      'https://CDN.Shopify.com/s/files/x.jpg',
      'https://cdn.shopify.com:443/s/x.jpg',
      'https://cdn.shopify.com/s/x.jpg?width=100&v=2',
      'https://cdn.shopify.com/s/x.jpg?v=a~b',
      'https://cdn.shopify.com/s/x.jpg?flag',
      'https://cdn.shopify.com/s/a/../x.jpg',
      'https://cdn.shopify.com/s/x y.jpg',
      'https://cdn.shopify.com/s/x.jpg#top',
      '/cdn/shop/files/mat-1.png?v=1',
      '/cdn/shop/files/mat-1.png',
      '/cdn/shop/./files/mat-1.png',
      '/cdn/shop/files/%E2%9C%93.png',
      '/cdn/shop/files/é.png',
    ]
    for (const url of urls) {
      for (const sizes of [{ width: 600 }, { width: 300, height: 200, crop: 'center' as const }]) expect(imageUrl(url, sizes), url).toBe(parsed(url, sizes))
    }
  })

  it('leave a URL it cannot read as it is', () => {
    expect(imageUrl('not a url', { width: 600 })).toBe('not a url')
    expect(imageUrl('https://', { width: 600 })).toBe('https://')
  })
})
