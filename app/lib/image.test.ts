import { describe, expect, it } from 'vitest'
import { imageUrl, srcSet } from './image'

describe('image URLs', () => {
  it('add the CDN size parameters to an absolute URL', () => {
    expect(imageUrl('https://cdn.shopify.com/s/files/1/x.jpg?v=1', { width: 600 })).toBe('https://cdn.shopify.com/s/files/1/x.jpg?v=1&width=600')
  })

  it('keep a path a path, so the shop’s own images load on any host', () => {
    expect(imageUrl('/cdn/shop/files/mat-1.png?v=1', { width: 300, height: 200, crop: 'center' })).toBe('/cdn/shop/files/mat-1.png?v=1&width=300&height=200&crop=center')
    expect(srcSet('/cdn/shop/files/mat-1.png?v=1', [200])).toBe('/cdn/shop/files/mat-1.png?v=1&width=200 200w')
  })
})
