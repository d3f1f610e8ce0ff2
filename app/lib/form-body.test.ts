import { describe, expect, it } from 'vitest'
import { formBodyCopy } from '~/content/form-body'
import { readForm } from './form-body'

const post = (init: RequestInit & { method?: string }) => new Request('http://shop.test/newsletter', { method: 'POST', ...init })

/** The refusal readForm threw: React Router's `data()`, sent with its status and headers. */
async function refusalOf(request: Request) {
  try {
    await readForm(request)
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init: { status: number; headers: Record<string, string> } }
    return { status: init.status, message: data, allow: init.headers.Allow ?? null }
  }
  throw new Error('the form was read')
}

describe('readForm, the one reader of the form routes’ bodies', () => {
  it('reads a form, url-encoded or multipart', async () => {
    const urlencoded = await readForm(post({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=mei%40example.com' }))
    expect(urlencoded.get('email')).toBe('mei@example.com')
    const form = new FormData()
    form.set('email', 'mei@example.com')
    expect((await readForm(post({ body: form }))).get('email')).toBe('mei@example.com')
  })

  it('refuses anything else with a 4xx and its reason: no body, JSON, text, multipart without its boundary or broken, another method', async () => {
    const cases: [string, Request, number, string][] = [
      ['no body', post({}), 415, formBodyCopy.notAForm],
      ['JSON', post({ headers: { 'Content-Type': 'application/json' }, body: '{"email":"mei@example.com"}' }), 415, formBodyCopy.notAForm],
      ['text', post({ headers: { 'Content-Type': 'text/plain' }, body: 'email=mei' }), 415, formBodyCopy.notAForm],
      ['multipart without a boundary', post({ headers: { 'Content-Type': 'multipart/form-data' }, body: 'email=mei' }), 415, formBodyCopy.notAForm],
      [
        'broken multipart',
        post({ headers: { 'Content-Type': 'multipart/form-data; boundary=xx' }, body: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\nmei' }),
        400,
        formBodyCopy.unreadable,
      ],
      ['PUT', post({ method: 'PUT', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=mei' }), 405, formBodyCopy.postOnly],
    ]
    for (const [name, request, status, message] of cases) {
      expect(await refusalOf(request), name).toEqual({ status, message, allow: status === 405 ? 'GET, HEAD, POST' : null })
    }
  })
})
