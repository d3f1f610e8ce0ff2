import fc from 'fast-check'
import { defaultLimits, type Limits } from '../../services/functions/rate-limit'

/**
 * Generators of hostile input, shared by the fuzz tests of the functions (in-process) and of the
 * route actions (through the built server). Cheap to build: huge strings are made once and sliced.
 */

/** Keys that pollute a prototype when merged naively, and others objects answer to. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']

const controlChars = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u200e',
  // Bidirectional controls: embeddings, overrides and isolates, which reorder the text around them.
  '\u061c',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ufffe',
  '\uffff',
]

export const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\nBcc: victim@example.com',
  '\ud800',
  '\udfff',
  '\u{10ffff}',
  '\u{1f600}\u200d\u{1f469}',
  'Z\u0364\u0351\u0313\u0324\u0354',
  '\u202etxt.exe',
  '<script>alert(1)</script>',
  '</script><img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "' or 1=1 --",
  "'); drop table subscribers; --",
  '${7*7}{{7*7}}',
  '%00%0d%0a',
  '../../etc/passwd',
  'NaN',
  'null',
  'undefined',
  '[object Object]',
  ...pollutionKeys,
]

const huge = ['x'.repeat(40_000), 'é'.repeat(20_000), '\u{1f600}'.repeat(10_000), '\u0000'.repeat(20_000), 'a@'.repeat(20_000)]

/** A megabyte of text: over every body limit, for the fuzz runs that send a few (each costs its bytes). */
export const megabyteString = fc.constantFrom('x'.repeat(1 << 20), '\u202e'.repeat(1 << 19), 'a\u0000'.repeat(1 << 19))

/**
 * Words of a database's own message (Drizzle's `Failed query: … params: …`, Postgres's and
 * PGlite's errors): a response carrying one has let the database speak to the caller.
 */
export const DATABASE_WORDS =
  /failed query|insert into|delete from|update "|select .{0,200} from "|\bparams:|violates|duplicate key|invalid byte sequence|syntax error at|relation "|column "|pglite|postgres|drizzle|\bsqlstate\b/i

/** Long strings, from just over a field's limit to far over the body limit. */
export const hugeString = fc.tuple(fc.constantFrom(...huge), fc.constantFrom(101, 256, 1001, 5001, 17_000, 40_000)).map(([s, n]) => s.slice(0, n))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...controlChars), maxLength: 12 }) },
  { weight: 3, arbitrary: fc.constantFrom(...edgeStrings) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.emailAddress(), fc.constantFrom(...edgeStrings), fc.boolean()).map(([e, x, before]) => (before ? x + e : e + x)),
  },
)

/** A JSON document as a tree whose objects keep every key, `__proto__` included, when written out. */
export type Json = string | number | boolean | null | Json[] | { entries: [string, Json][] }

export const hostileKey = fc.oneof(
  fc.constantFrom(...pollutionKeys),
  hostileString.filter((s) => s.length < 200),
)

export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e308, -1, Number.MAX_SAFE_INTEGER + 2)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries) => ({ entries })),
  ),
})).value

/** Writes JSON text by hand, so `__proto__` and duplicate keys reach the parser as given. */
export function toJsonText(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value && typeof value === 'object') return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** A text between the given lengths, mostly ordinary, sometimes with control and edge characters. */
export const plausibleText = (min: number, max: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...'abcdefghij klmnop QRS 0123,.!?') },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      fc.constantFrom(...controlChars),
      fc.constantFrom('<', '>', '&', '"', "'", '</script>'),
    ),
    minLength: min,
    maxLength: max,
  })

/** A plausible e-mail address, sometimes with odd case and spaces around it. */
const simpleEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+]{0,24}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('com', 'sg', 'co.uk'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)
export const plausibleEmail = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: simpleEmail }, fc.emailAddress()), fc.constantFrom('', ' ', '\t'), fc.boolean())
  .map(([e, pad, upper]) => pad + (upper ? e.toUpperCase() : e) + pad)

/** The fields of each function with a plausible value, so a good share of bodies is accepted. */
export const plausibleFields: Record<
  'newsletter-signup' | 'send-contact-email' | 'submit-review' | 'back-in-stock-signup',
  Record<string, fc.Arbitrary<string>>
> = {
  'newsletter-signup': { email: plausibleEmail },
  'back-in-stock-signup': {
    email: plausibleEmail,
    // Mostly the yoga mat's sold-out variants (Long / Ocean, Wide / Sand) and one for sale, as the product page sends them.
    variantId: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('100509', '100512', '100501').map((n) => `gid://shopify/ProductVariant/${n}`) },
      fc.nat().map((n) => `gid://shopify/ProductVariant/${n}`),
      plausibleText(0, 40),
    ),
    productHandle: fc.oneof({ weight: 6, arbitrary: fc.constant('earthing-yoga-mat') }, fc.constant('fitted-earthing-bed-sheet'), plausibleText(0, 40)),
  },
  'send-contact-email': {
    name: plausibleText(1, 40),
    email: plausibleEmail,
    phone: fc.oneof(fc.constant(''), fc.constantFrom('+65 9123 4567', '91234567'), plausibleText(0, 20)),
    subject: plausibleText(1, 60),
    message: plausibleText(10, 300),
  },
  'submit-review': {
    name: plausibleText(1, 40),
    // The review form checks addresses strictly (RFC oddities are refused): mostly ordinary ones.
    email: fc.oneof({ weight: 4, arbitrary: simpleEmail }, plausibleEmail),
    product: fc.constantFrom('sheet', 'mat', 'kit'),
    rating: fc.constantFrom('1', '2', '3', '4', '5'),
    story: plausibleText(20, 300),
    permission: fc.oneof({ weight: 9, arbitrary: fc.constant('on') }, fc.constantFrom('true', 'yes', 'off')),
  },
}

/** Fields of the form, each plausible (mostly) or hostile, with extra keys now and then. */
export function shapedEntries(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<[string, Json][]> {
  const names = Object.keys(fields)
  return fc
    .tuple(
      fc.tuple(...names.map((n) => fc.oneof({ weight: 9, arbitrary: fields[n]! as fc.Arbitrary<Json> }, { weight: 1, arbitrary: hostileJson }))),
      fc.subarray(names, { minLength: Math.max(1, names.length - 1) }),
      fc.oneof({ weight: 4, arbitrary: fc.constant([] as [string, Json][]) }, fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 3 })),
    )
    .map(([values, kept, extra]) => [...names.map((n, i) => [n, values[i]!] as [string, Json]).filter(([n]) => kept.includes(n)), ...extra])
}

export type HostileBody = { contentType: string; text: string | Uint8Array<ArrayBuffer> }

const jsonTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    '',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json\r\nX: y'.replace(/\r\n/, ' '),
  ),
)

/** A request body for a JSON function (newsletter-signup, send-contact-email, back-in-stock-signup): mostly its shape with odd values, else anything at all. */
export function hostileBody(name: 'newsletter-signup' | 'send-contact-email' | 'back-in-stock-signup'): fc.Arbitrary<HostileBody> {
  const shaped = shapedEntries(plausibleFields[name]).map((entries) => toJsonText({ entries }))
  const text = fc.oneof(
    { weight: 10, arbitrary: shaped },
    { weight: 3, arbitrary: hostileJson.map(toJsonText) },
    // Cut short: broken JSON.
    { weight: 1, arbitrary: fc.tuple(shaped, fc.nat()).map(([t, n]) => t.slice(0, n % Math.max(1, t.length))) },
    { weight: 1, arbitrary: hostileString },
    // A megabyte: over the functions' 16 KB, refused as it arrives.
    { weight: 1, arbitrary: megabyteString.map((s) => toJsonText({ entries: [['email', s]] })) },
  )
  const bytes = fc.oneof(
    { weight: 20, arbitrary: text },
    // Not UTF-8.
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Uint8Array.from([0x7b, 0xff, ...b])) },
  )
  return fc.record({ contentType: jsonTypes, text: bytes })
}

/** Every rate limit of the functions lifted, so a fuzz run measures input handling, not refusals. */
export const unlimitedLimits: Limits = Object.fromEntries(
  Object.keys(defaultLimits).map((name) => [name, { max: 1_000_000_000, windowSeconds: 600 }]),
) as Limits

/** A file of a multipart form. */
export type FilePart = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }

const base64 = (b64: string) => Uint8Array.from(Buffer.from(b64, 'base64'))
// Real images, 1 x 1 pixel: decoding them is cheap, so thousands of reviews can carry one.
const onePixelPng = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=')
const onePixelGif = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7')
// Over the 5 MB a photo may be; one buffer, shared.
const oversized = new Uint8Array(5 * 1024 * 1024 + 1)
oversized.set(onePixelPng)

/** A photo as a shopper's browser (or an attacker) sends it: real, corrupt, mislabelled, empty or too big. */
export const hostilePhoto: fc.Arbitrary<FilePart> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ bytes: onePixelPng, name: 'bed.png', type: 'image/png' }) },
  { weight: 1, arbitrary: fc.constant({ bytes: onePixelGif, name: 'mat.jpg', type: 'image/jpeg' }) },
  // A browser's empty file input.
  { weight: 2, arbitrary: fc.constant({ bytes: new Uint8Array(0), name: '', type: 'application/octet-stream' }) },
  // Starts like a PNG, then anything: a truncated or forged image.
  {
    weight: 2,
    arbitrary: fc
      .uint8Array({ maxLength: 200 })
      .map((tail) => ({ bytes: Uint8Array.from([...onePixelPng.subarray(0, 16), ...tail]), name: 'photo.png', type: 'image/png' })),
  },
  { weight: 2, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => ({ bytes, name: 'IMG_0001.jpg', type: 'image/jpeg' })) },
  { weight: 1, arbitrary: fc.constant({ bytes: new TextEncoder().encode('not a photo at all'), name: 'notes.jpg', type: 'image/jpeg' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/html', 'application/x-msdownload', 'image/svg+xml', '').map((type) => ({ bytes: onePixelPng, name: 'x.exe', type })),
  },
  { weight: 1, arbitrary: hostileString.map((name) => ({ bytes: onePixelPng, name, type: 'image/png' })) },
  { weight: 1, arbitrary: fc.constant({ bytes: oversized, name: 'huge.png', type: 'image/png' }) },
)

/** A review post: the form's fields (mostly plausible), photos, extra keys, or a body that is not the form at all. */
export type ReviewCase = {
  entries: [string, string | FilePart][]
  /** How the body is spoilt after the form is written: not at all, cut short, a wrong boundary or type, or replaced. */
  spoil: 'none' | 'cut' | 'boundary' | 'type' | 'raw'
  cut: number
  raw: string
  type: string
}

export const hostileReview: fc.Arbitrary<ReviewCase> = fc.record({
  entries: fc
    .tuple(
      shapedEntries(plausibleFields['submit-review']),
      fc.oneof({ weight: 3, arbitrary: fc.constant([] as FilePart[]) }, fc.array(hostilePhoto, { minLength: 1, maxLength: 7 })),
      fc.array(fc.tuple(hostileKey, fc.oneof(hostileString, hostilePhoto)), { maxLength: 2 }),
    )
    .map(([shaped, photos, extra]) => [
      ...shaped.map(([k, v]) => [k, typeof v === 'string' ? v : toJsonText(v)] as [string, string]),
      ...photos.map((p) => ['photos', p] as [string, FilePart]),
      ...extra,
    ]),
  spoil: fc.oneof(
    { weight: 20, arbitrary: fc.constant('none' as const) },
    fc.constantFrom('cut' as const, 'boundary' as const, 'type' as const, 'raw' as const),
  ),
  cut: fc.nat(),
  raw: fc.oneof(hostileString, hostileJson.map(toJsonText)),
  type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', ''),
})

/** The request a review case makes, to a function or a route. */
export async function reviewRequest(url: string, c: ReviewCase, headers: Record<string, string> = {}): Promise<Request> {
  if (c.spoil === 'raw') return new Request(url, { method: 'POST', body: c.raw, headers: { ...headers, ...(c.type ? { 'Content-Type': c.type } : {}) } })
  const form = new FormData()
  for (const [key, value] of c.entries) {
    if (typeof value === 'string') form.append(key, value)
    else form.append(key, new File([value.bytes], value.name, { type: value.type }))
  }
  const written = new Request(url, { method: 'POST', body: form })
  let body = new Uint8Array(await written.arrayBuffer())
  let type = written.headers.get('Content-Type')!
  if (c.spoil === 'cut') body = body.subarray(0, c.cut % Math.max(1, body.length))
  if (c.spoil === 'boundary') type = 'multipart/form-data; boundary=not-the-boundary'
  if (c.spoil === 'type') type = c.type
  return new Request(url, { method: 'POST', body, headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) } })
}

/** A cart sent to `/api/checkout`: mostly lines of the catalogue's variants with odd quantities, else anything at all. */
export const hostileCheckoutBody: fc.Arbitrary<string> = (() => {
  const variantId = fc
    .tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 4 }))
    .map(([p, v]) => `gid://shopify/ProductVariant/${(1000 + p) * 100 + v}`)
  const quantity: fc.Arbitrary<Json> = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) }, hostileJson)
  const line: fc.Arbitrary<Json> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(fc.oneof({ weight: 3, arbitrary: variantId }, hostileJson), quantity).map(([id, q]) => ({
        entries: [
          ['merchandiseId', id],
          ['quantity', q],
        ] as [string, Json][],
      })),
    },
    fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 }).map((entries) => ({ entries })),
    hostileJson,
  )
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(line, { maxLength: 4 }).map((lines) => toJsonText({ entries: [['lines', lines]] })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.array(line, { maxLength: 2 }), hostileKey, hostileJson).map(([lines, k, v]) =>
        toJsonText({
          entries: [
            ['lines', lines],
            [k, v],
          ],
        }),
      ),
    },
    { weight: 1, arbitrary: hostileJson.map(toJsonText) },
    { weight: 1, arbitrary: hostileString },
  )
})()

/** Its content type: JSON mostly, else something the checkout does not read. */
export const checkoutContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom('text/plain', '', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
)
