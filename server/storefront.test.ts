import { describe, expect, it } from 'vitest'
import { ownImagesByPath } from './storefront'

describe("the embedded store's images", () => {
  it('are addressed by path; images on other hosts are left alone', async () => {
    const answer = {
      data: { a: 'http://localhost:3000/cdn/shop/files/mat-1.png?v=1', b: 'https://cdn.shopify.com/s/files/x.jpg', c: 'http://localhost:3000/faq' },
    }
    const fetch = ownImagesByPath(async () => new Response(JSON.stringify(answer), { status: 200 }), 'http://localhost:3000')
    const body = await (await fetch('http://localhost:3000/api', {})).json()
    expect(body.data).toEqual({ a: '/cdn/shop/files/mat-1.png?v=1', b: 'https://cdn.shopify.com/s/files/x.jpg', c: 'http://localhost:3000/faq' })
  })
})
