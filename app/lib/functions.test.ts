import { describe, expect, it } from 'vitest'
import { createFunctionsClient } from './functions'

const answering = (response: () => Response) => {
  const calls: Request[] = []
  const client = createFunctionsClient({
    url: 'https://project.supabase.co/',
    anonKey: 'anon-key',
    fetch: async (input, init) => {
      calls.push(new Request(input, init))
      return response()
    },
  })
  return { client, calls }
}

describe('functions client', () => {
  it('posts JSON to /functions/v1/<name> with the anonymous key in apikey and Authorization', async () => {
    const { client, calls } = answering(() => Response.json({ success: true }))
    expect(await client.invoke('newsletter-signup', { email: 'a@example.com' })).toEqual({ ok: true, data: { success: true } })
    const [request] = calls
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('https://project.supabase.co/functions/v1/newsletter-signup')
    expect(request!.headers.get('apikey')).toBe('anon-key')
    expect(request!.headers.get('Authorization')).toBe('Bearer anon-key')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    expect(await request!.json()).toEqual({ email: 'a@example.com' })
  })

  it('posts FormData (a form with files) as multipart/form-data', async () => {
    const { client, calls } = answering(() => Response.json({ success: true }))
    const form = new FormData()
    form.set('name', 'Mei')
    form.append('photos', new File([new Uint8Array([1, 2, 3])], 'bed.jpg', { type: 'image/jpeg' }))
    expect(await client.invoke('submit-review', form)).toEqual({ ok: true, data: { success: true } })
    const [request] = calls
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(request!.headers.get('apikey')).toBe('anon-key')
    const sent = await request!.formData()
    expect(sent.get('name')).toBe('Mei')
    expect((sent.get('photos') as File).size).toBe(3)
  })

  it("reads the server's error text, even on a 200 answer", async () => {
    expect(await answering(() => Response.json({ error: 'Too many' }, { status: 429 })).client.invoke('x', {})).toEqual({
      ok: false,
      status: 429,
      error: 'Too many',
    })
    expect(await answering(() => Response.json({ error: 'Already done' })).client.invoke('x', {})).toEqual({
      ok: false,
      status: 200,
      error: 'Already done',
    })
  })

  it('reports a failure without text when the answer has none or the network fails', async () => {
    expect(await answering(() => new Response('<html>Bad gateway</html>', { status: 502 })).client.invoke('x', {})).toEqual({
      ok: false,
      status: 502,
      error: null,
    })
    const offline = createFunctionsClient({ url: 'https://x', anonKey: 'k', fetch: () => Promise.reject(new TypeError('fetch failed')) })
    expect(await offline.invoke('x', {})).toEqual({ ok: false, status: 0, error: null })
  })
})
