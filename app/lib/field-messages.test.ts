import { describe, expect, it } from 'vitest'
import { contactMessages } from '#shared/schemas/contact'
import { emailMessages } from '#shared/schemas/email'
import { localizations } from '#shared/markets'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import type { Catalogue } from '~/i18n/catalogue'
import { inPageLanguage } from './field-messages'

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
