import { describe, expect, it } from 'vitest'
import { clientIpOf, edgeConfig, edgeFunction } from './edge'

describe("the Edge functions' configuration", () => {
  it('names each secret that is missing or wrong', () => {
    expect(() => edgeConfig({})).toThrow(/SUPABASE_DB_URL: .*; SHOP_URL: /)
    expect(() => edgeConfig({ SUPABASE_DB_URL: 'postgres://x@db/postgres', SHOP_URL: 'https://shop.sg', SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/,
    )
    expect(() =>
      edgeConfig({ SUPABASE_DB_URL: 'postgres://x@db/postgres', SHOP_URL: 'https://shop.sg', MAIL_API_URL: 'https://api.resend.com/emails' }),
    ).toThrow(/MAIL_API_KEY: MAIL_API_URL and MAIL_API_KEY must be set together/)
    expect(edgeConfig({ SUPABASE_DB_URL: 'postgres://x@db/postgres', SHOP_URL: 'https://shop.sg', SMTP_URL: '' })).toMatchObject({
      SHOP_URL: 'https://shop.sg',
      SMTP_URL: undefined,
    })
    const base = { SUPABASE_DB_URL: 'postgres://x@db/postgres', SHOP_URL: 'https://shop.sg' }
    expect(() => edgeConfig({ ...base, SHOPIFY_ADMIN_API_TOKEN: 'shpat_1' })).toThrow(/PUBLIC_STORE_DOMAIN: SHOPIFY_ADMIN_API_TOKEN needs the store's domain/)
    expect(() => edgeConfig({ ...base, NEWSLETTER_DISCOUNT_CODE: '10% off' })).toThrow(/NEWSLETTER_DISCOUNT_CODE: expected a discount code/)
    expect(edgeConfig({ ...base, PUBLIC_STORE_DOMAIN: 'groundwell.myshopify.com', NEWSLETTER_DISCOUNT_CODE: 'welcome10' })).toMatchObject({
      NEWSLETTER_DISCOUNT_CODE: 'WELCOME10',
    })
  })

  it('a function missing its configuration answers 503 as {"error"} and logs what is wrong', async () => {
    const logged: string[] = []
    const handler = edgeFunction('newsletter-signup', { SHOP_URL: 'https://shop.sg' }, { info: () => {}, error: (line: string) => logged.push(line) })
    const response = await handler(new Request('http://edge/newsletter-signup', { method: 'POST', body: '{}' }))
    expect([response.status, await response.json()]).toEqual([503, { error: 'The service is temporarily unavailable. Please try again later.' }])
    expect(logged).toEqual([expect.stringMatching(/^\[newsletter-signup\] The function is not configured: SUPABASE_DB_URL: /)])
  })

  it('counts the shopper the shop names first in X-Forwarded-For', () => {
    const request = (xff?: string) => new Request('http://edge/x', { headers: xff ? { 'X-Forwarded-For': xff } : {} })
    expect(clientIpOf(request('203.0.113.7, 198.51.100.2'))).toBe('203.0.113.7')
    expect(clientIpOf(request())).toBe('unknown')
  })
})
