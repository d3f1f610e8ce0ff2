import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact'
import { emailSchema } from './email'
import { fieldErrors } from './fields'
import { newsletterSchema } from './newsletter'

const valid = { name: 'Mei Ling', email: 'mei@example.com', phone: '', subject: 'Sheet sizes', message: 'Do you have a king size sheet?' }

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('shared e-mail schema', () => {
  it('trims and accepts a valid address', () => {
    expect(emailSchema.parse('  ana@example.com ')).toBe('ana@example.com')
  })
  it.each(['', 'ana', 'ana@', 'a@b', 'ana@example', 'a b@example.com'])('refuses %j as "Invalid email address"', (value) => {
    expect(firstError(emailSchema.safeParse(value))).toBe('Invalid email address')
  })
  it('refuses more than 255 characters as "Email too long"', () => {
    const long = `${'a'.repeat(244)}@example.com`
    expect(long).toHaveLength(256)
    expect(firstError(emailSchema.safeParse(long))).toBe('Email too long')
    expect(emailSchema.safeParse(long.slice(1)).success).toBe(true)
  })
})

describe('newsletter schema', () => {
  it('names a missing, non-string or unexpected field', () => {
    expect(firstError(newsletterSchema.safeParse({}))).toBe('Missing field "email"')
    expect(firstError(newsletterSchema.safeParse({ email: 42 }))).toBe('Field "email" must be a string')
    expect(firstError(newsletterSchema.safeParse({ email: 'a@example.com', admin: true }))).toBe('Unexpected field "admin"')
    expect(firstError(newsletterSchema.safeParse(['a@example.com']))).toBe('Expected a JSON object')
  })

  it("takes the page's language, optional, as the shop locale it names; English for none or one it cannot place", () => {
    const language = (body: Record<string, unknown>) => newsletterSchema.parse({ email: 'a@example.com', ...body }).language
    expect(language({})).toBe('en-SG')
    expect(language({ language: 'id-ID' })).toBe('id-ID')
    expect(language({ language: 'ZH-hk' })).toBe('zh-HK')
    expect(language({ language: 'zh-Hans-SG' })).toBe('zh-SG')
    expect(language({ language: 'tlh' })).toBe('en-SG')
    expect(firstError(newsletterSchema.safeParse({ email: 'a@example.com', language: 7 }))).toBe('Field "language" must be a string')
  })
})

describe('contact schema', () => {
  it('accepts a valid message, phone optional, and trims every field', () => {
    const { phone: _phone, ...withoutPhone } = valid
    expect(contactSchema.parse(withoutPhone).name).toBe('Mei Ling')
    expect(contactSchema.parse({ ...valid, name: '  Mei  ', phone: ' 123 ' })).toMatchObject({ name: 'Mei', phone: '123' })
  })

  it.each([
    ['name', '   ', 'Name is required'],
    ['name', 'x'.repeat(101), 'Name must be less than 100 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['email', `${'a'.repeat(244)}@example.com`, 'Email must be less than 255 characters'],
    ['subject', '', 'Subject is required'],
    ['subject', 's'.repeat(201), 'Subject must be less than 200 characters'],
    ['message', '  too short ', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(1001), 'Message must be less than 1000 characters'],
  ])('%s %j → %s', (field, value, message) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ [field]: message })
  })

  it("takes the page's language beside the message, English without one", () => {
    expect(contactSchema.parse(valid).language).toBe('en-SG')
    expect(contactSchema.parse({ ...valid, language: 'ms-MY' }).language).toBe('ms-MY')
  })

  it('accepts the limits themselves', () => {
    const atLimits = { ...valid, name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(1000) }
    expect(contactSchema.safeParse(atLimits).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(10) }).success).toBe(true)
  })

  it('reports every failing field at once', () => {
    const result = contactSchema.safeParse({ name: '', email: '', phone: '', subject: '', message: '' })
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    })
  })
})
