import { describe, expect, it } from 'vitest'
import { withCors } from './cors'

const SHOP = 'https://shop.example'
const handler = withCors(async (request) => Response.json({ method: request.method }), SHOP)
const ask = (method: string, origin?: string) =>
  handler(
    new Request(`${SHOP}/functions/v1/newsletter-signup`, { method, headers: origin ? { Origin: origin, 'Access-Control-Request-Method': 'POST' } : {} }),
    {
      clientIp: '203.0.113.1',
    },
  )

describe("the functions' CORS (hono/cors)", () => {
  it("answers the shop's preflight with what the Supabase client sends, for a day", async () => {
    const preflight = await ask('OPTIONS', SHOP)
    expect(preflight.status).toBe(204)
    expect(Object.fromEntries([...preflight.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': SHOP,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, x-region',
      'access-control-max-age': '86400',
    })
    expect(preflight.headers.get('Vary')).toContain('Origin')
  })

  it("refuses another site's preflight, or one with no origin, and grants it nothing", async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const preflight = await ask('OPTIONS', origin)
      expect(preflight.status).toBe(403)
      expect(await preflight.json()).toEqual({ error: 'Origin not allowed' })
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
      expect(preflight.headers.get('Vary')).toBe('Origin')
    }
  })

  it("passes every other request to the function, the shop's origin allowed on its answer and Vary: Origin on all", async () => {
    const own = await ask('POST', SHOP)
    expect(await own.json()).toEqual({ method: 'POST' })
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe(SHOP)
    expect(own.headers.get('Vary')).toBe('Origin')
    const server = await ask('POST')
    expect(server.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(server.headers.get('Vary')).toBe('Origin')
  })
})
