import fc from 'fast-check'
import { defaultLimits, type Limits } from '../../services/functions/rate-limit'

/**
 * Generators of hostile input, shared by the fuzz tests of the functions (in-process) and of the
 * route actions (through the built server). Cheap to build: huge strings are made once and sliced.
 */

/** Keys that pollute a prototype when merged naively, and others objects answer to. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']

const controlChars = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f', '\u0085', '\u2028', '\u2029', '\u200b', '\u200e', '\u202e', '\ufeff', '\ufffe', '\uffff']

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

/** Long strings, from just over a field's limit to far over the body limit. */
export const hugeString = fc
  .tuple(fc.constantFrom(...huge), fc.constantFrom(101, 256, 1001, 5001, 17_000, 40_000))
  .map(([s, n]) => s.slice(0, n))

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

export const hostileKey = fc.oneof(fc.constantFrom(...pollutionKeys), hostileString.filter((s) => s.length < 200))

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
    unit: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...'abcdefghij klmnop QRS 0123,.!?') }, { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) }, fc.constantFrom(...controlChars), fc.constantFrom('<', '>', '&', '"', "'", '</script>')),
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
export const plausibleFields: Record<'newsletter-signup' | 'send-contact-email', Record<string, fc.Arbitrary<string>>> = {
  'newsletter-signup': { email: plausibleEmail },
  'send-contact-email': {
    name: plausibleText(1, 40),
    email: plausibleEmail,
    phone: fc.oneof(fc.constant(''), fc.constantFrom('+65 9123 4567', '91234567'), plausibleText(0, 20)),
    subject: plausibleText(1, 60),
    message: plausibleText(10, 300),
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
  fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', '', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json\r\nX: y'.replace(/\r\n/, ' ')),
)

/** A request body for a JSON function: mostly its shape with odd values, else anything at all. */
export function hostileBody(name: keyof typeof plausibleFields): fc.Arbitrary<HostileBody> {
  const shaped = shapedEntries(plausibleFields[name]).map((entries) => toJsonText({ entries }))
  const text = fc.oneof(
    { weight: 10, arbitrary: shaped },
    { weight: 3, arbitrary: hostileJson.map(toJsonText) },
    // Cut short: broken JSON.
    { weight: 1, arbitrary: fc.tuple(shaped, fc.nat()).map(([t, n]) => t.slice(0, n % Math.max(1, t.length))) },
    { weight: 1, arbitrary: hostileString },
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
