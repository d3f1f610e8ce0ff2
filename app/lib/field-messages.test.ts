import { describe, expect, it } from 'vitest'
import { contactMessages } from '#shared/schemas/contact'
import { emailMessages } from '#shared/schemas/email'
import { localizations } from '#shared/markets'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import type { Catalogue } from '~/i18n/catalogue'
import { checkReview, photoNotImageMessage, reviewMessages } from '#shared/schemas/review'
import { translatedLocales } from '~/content/locales/translation'
import { inPageLanguage, templateValue } from './field-messages'

const inLocale = (locale: string) => localizations.find((l) => l.locale === locale)!

describe("a form's field messages in the page's language", () => {
  it("words the schema's English by its key, and leaves a message it has no key for as it is", async () => {
    const words = (await copyModule(inLocale('zh-HK'), 'contact')).contactCopy.errors
    expect(inPageLanguage({ name: contactMessages.nameRequired, email: 'Something else' }, contactMessages, words)).toEqual({
      name: '請填寫名字',
      email: 'Something else',
    })
    expect(inPageLanguage({ email: emailMessages.invalid }, emailMessages, (await copyModule(inLocale('id-ID'), 'newsletter')).newsletterCopy.errors)).toEqual({
      email: 'Alamat email tidak valid',
    })
  })
})

describe("every form's schema messages, in every language", () => {
  const byPath = (locale: string) => localizations.find((l) => l.pathPrefix === `/${locale}`)!
  it('are worded in each language, none left in English (contact, newsletter, back in stock, reviews)', async () => {
    for (const locale of translatedLocales) {
      const market = byPath(locale)
      const forms = [
        [contactMessages, (await copyModule(market, 'contact')).contactCopy.errors],
        [emailMessages, (await copyModule(market, 'newsletter')).newsletterCopy.errors],
        [emailMessages, (await copyModule(market, 'back-in-stock')).backInStockCopy.errors],
        [reviewMessages, (await copyModule(market, 'testimonials')).testimonialsCopy.form.errors],
      ] as const
      for (const [english, words] of forms) {
        const texts = Object.entries(english).filter(([, text]) => typeof text === 'string')
        expect(Object.keys(words).sort(), locale).toEqual(texts.map(([key]) => key).sort())
        for (const [key, text] of texts) expect(inPageLanguage({ field: text as string }, english, words).field, `${locale} ${key}`).not.toBe(text)
      }
    }
  })

  it("words the review form's check in the page's language, field by field", async () => {
    const form = new FormData()
    form.set('email', 'mei@')
    const check = checkReview(form)
    if (check.success) throw new Error('expected errors')
    const words = (await copyModule(byPath('id-id'), 'testimonials')).testimonialsCopy.form.errors
    const worded = inPageLanguage(check.errors, reviewMessages, words)
    expect(worded.email).toBe(words.emailInvalid)
    expect(worded.name).toBe('Silakan isi nama Anda')
    expect(Object.keys(worded).sort()).toEqual(Object.keys(check.errors).sort())
  })

  it("reads the value back out of a message made from a template (the backend's photo refusal)", () => {
    expect(templateValue(photoNotImageMessage, reviewMessages.photoNotImage('bed $&.jpg'))).toBe('bed $&.jpg')
    expect(templateValue(photoNotImageMessage, reviewMessages.tooLarge)).toBeNull()
    expect(templateValue('no placeholder', 'no placeholder')).toBeNull()
  })
})

describe("the home, about, testimonials, contact and cookie pages' copy", () => {
  const names = ['home', 'about', 'testimonials', 'review-card', 'contact', 'newsletter', 'cookie-preferences', 'form-body'] as const
  it('goes to the browser in every language (no function in it), its messages formatted in the language', async () => {
    for (const market of localizations) await expect(pageCopy(market, names)).resolves.toBeDefined()
    const zh = localize<Catalogue['testimonials']>('zh-HK', (await pageCopy(inLocale('zh-HK'), ['testimonials'])).testimonials)
    expect(zh.testimonialsCopy.reviews.showing({ shown: 3, total: 1200 })).toBe('顯示3則評價（共1,200則）')
    const en = localize<Catalogue['testimonials']>('en-SG', (await pageCopy(inLocale('en-SG'), ['testimonials'])).testimonials)
    expect(en.testimonialsCopy.reviews.stars({ n: 1 })).toBe('1 star')
    expect(en.testimonialsCopy.form.success.pending({ photos: 0 })).toMatch(/^Your review is waiting/)
    expect(en.testimonialsCopy.form.success.pending({ photos: 2 })).toMatch(/^Your review and 2 photos are waiting/)
    const id = localize<Catalogue['home']>('id-ID', (await pageCopy(inLocale('id-ID'), ['home'])).home)
    expect(id.home.steps.stepLabel({ n: 2 })).toBe('Langkah 2: ')
  })
})
