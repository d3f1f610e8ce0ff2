import { Window } from 'happy-dom'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, mailOutbox } from '../db'
import { openTestPglite } from '../db/testing'
import { queueMail, type OutgoingMail } from '../mail/outbox'
import { startSmtp } from '../mail/test-smtp'
import { createMailWorker } from '../mail/worker'
import { backInStockMail, contactAcknowledgement, contactNotification, reviewThankYou, shopIdentity, welcomeMail } from './mail-copy'
import { mailWords as english } from './copy/mail'
import { mailWords as indonesian } from './copy/locales/id-id/mail'
import { mailWords as malay } from './copy/locales/ms-my/mail'
import { mailWords as hongKong } from './copy/locales/zh-hk/mail'
import { mailWords as singapore } from './copy/locales/zh-sg/mail'
import { formatIn } from '../../shared/format-in'

/**
 * Every mail the shop sends, queued, delivered over SMTP to a real SMTP server and read back with
 * a MIME parser, as a mail app would: both parts, the shop's look, the code easy to copy.
 */

const SITE = 'https://groundwell.example.sg'
const shop = shopIdentity(SITE, 'support@groundwell.example.sg')
const CODE = 'GW10-7KQ3M9PX'
const message = {
  name: 'Wei <Jie>',
  email: 'wei@example.com',
  phone: '',
  subject: 'Sizes & fit',
  message: 'Do you make the sheet in super single?\n<b>Line two</b> "quoted"',
  language: 'en-SG',
}

const item = { productTitle: 'Earthing Yoga Mat', variantTitle: 'Long (200 x 66 cm) / Ocean', path: '/product/earthing-yoga-mat?variant=100509' }

let database: Database
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([openTestPglite(), startSmtp()])
})
afterAll(async () => {
  await smtp?.close()
  await database?.close()
})

/** Queues the mail, lets the worker deliver it, and parses what the SMTP server received. */
async function deliver(mail: OutgoingMail) {
  const before = smtp.received.length
  await queueMail(database.db, mail, 'groundwell.example.sg')
  await createMailWorker({
    db: database.db,
    smtpUrl: smtp.url,
    from: 'Groundwell <support@groundwell.example.sg>',
    log: { info: () => {}, error: () => {} },
  }).runOnce()
  expect(smtp.received).toHaveLength(before + 1)
  const raw = smtp.received.at(-1)!.raw
  const parsed = await simpleParser(raw)
  const document = new Window().document
  document.documentElement.innerHTML = typeof parsed.html === 'string' ? parsed.html : ''
  return { raw, parsed, document }
}

const mails = {
  welcome: () => welcomeMail(shop, 'ana@example.com', CODE),
  'review thank-you': () => reviewThankYou(shop, { name: 'Mei Ling', email: 'mei@example.com', product: 'mat', rating: 5 }, CODE),
  'contact acknowledgement': () => contactAcknowledgement(shop, message),
  'contact notification': () => contactNotification(shop, message),
  'back in stock': () =>
    backInStockMail(shop, 'ana@example.com', {
      productTitle: 'Earthing Yoga Mat',
      variantTitle: 'Long (200 x 66 cm) / Ocean',
      path: '/product/earthing-yoga-mat?variant=100509',
    }),
  // Translations keep the look and both parts alike as English does.
  'welcome in Traditional Chinese': () => welcomeMail(shop, 'ana@example.com', CODE, 'zh-HK'),
  'contact acknowledgement in Indonesian': () => contactAcknowledgement(shop, { ...message, language: 'id-ID' }),
  'back in stock in Malay': () => backInStockMail(shop, 'ana@example.com', item, 'ms-MY'),
}

describe("the shop's mails as a mail app receives them", () => {
  for (const [name, make] of Object.entries(mails)) {
    it(`${name}: HTML in the shop's look with a plain-text alternative, one column of at most 600px, readable in dark mode`, async () => {
      const mail = await make()
      const { parsed, document } = await deliver(mail)
      expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
      expect(parsed.subject).toBe(mail.subject)
      expect(parsed.text?.trim()).toBe(mail.text.trim())
      expect(parsed.html).toBeTruthy()

      expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark')
      expect(document.querySelector('style')?.textContent).toContain('prefers-color-scheme: dark')
      expect(document.querySelector('.mail-card')?.getAttribute('style')).toMatch(/max-width:\s*600px/)
      // One column: no table lays two cells side by side.
      expect([...document.querySelectorAll('tr')].every((row) => row.querySelectorAll(':scope > td').length <= 1)).toBe(true)
      // The logo from the shop's own URL; nothing loaded from another host; no text over an image.
      expect(document.querySelector('img')?.getAttribute('src')).toBe(`${SITE}/logo.png`)
      const urls = [...document.querySelectorAll('[src], [href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href') ?? '')
      expect(urls.every((a) => a.startsWith(SITE) || a.startsWith('mailto:'))).toBe(true)
      expect(parsed.html).not.toMatch(/background(-image)?:\s*url/i)
      // Every line of the plain text is said in the HTML too.
      // (a label and its value are two elements in the HTML, "label: value" in the text; a link is a button).
      const words = (text: string) => text.replace(/[\s:]+/g, '')
      const htmlText = words(document.body.textContent!)
      for (const line of mail.text.split('\n').filter(Boolean)) {
        const link = /^(.+): (https?:\/\/\S+)$/.exec(line)
        if (link) expect([...document.querySelectorAll('a')].some((a) => a.getAttribute('href') === link[2] && a.textContent === link[1])).toBe(true)
        else expect(htmlText).toContain(words(line))
      }
    })
  }

  it('sets the discount code large, in monospace, alone in its element, selectable in one go, in both parts', async () => {
    for (const make of [mails.welcome, mails['review thank-you']]) {
      const { parsed, document } = await deliver(await make())
      expect(parsed.text).toContain(CODE)
      const element = [...document.querySelectorAll('[data-discount-code]')]
      expect(element).toHaveLength(1)
      expect(element[0]!.textContent).toBe(CODE)
      const style = element[0]!.getAttribute('style')!
      expect(style).toMatch(/font-family:[^;]*monospace/)
      expect(style).toMatch(/font-size:\s*28px/)
      expect(style).toMatch(/user-select:\s*all/)
    }
  })

  it("links the code to the shop's discount link, which puts it in the shopper's cart, in both parts", async () => {
    for (const make of [mails.welcome, mails['review thank-you']]) {
      const { parsed, document } = await deliver(await make())
      const link = `${SITE}/discount/${CODE}?redirect=/shop-all`
      expect([...document.querySelectorAll('a')].filter((a) => a.getAttribute('href') === link)).toHaveLength(1)
      expect(parsed.text).toContain(link)
    }
  })

  it('shows what a shopper typed as text, never as markup, and keeps it whole in both parts', async () => {
    const { parsed, document } = await deliver(await contactNotification(shop, message))
    expect(document.querySelector('b')).toBeNull()
    expect(document.body.textContent).toContain('<b>Line two</b> "quoted"')
    expect(document.body.textContent).toContain('Wei <Jie>')
    expect(parsed.text).toContain('Do you make the sheet in super single?\n<b>Line two</b> "quoted"')
    expect(parsed.replyTo?.value[0]).toMatchObject({ address: 'wei@example.com' })
  })

  it('stores both parts in the outbox, as they are sent', async () => {
    await deliver(await mails.welcome())
    const rows = await database.db.select().from(mailOutbox)
    const welcome = rows.find((r) => r.kind === 'newsletter-welcome')!
    expect(welcome.htmlBody).toContain(CODE)
    expect(welcome.textBody).toContain(`Your 10% discount code: ${CODE}`)
  })
})

/** The mails' HTML as a document, to read what a mail app reads of it. */
const documentOf = (html: string | null | undefined) => {
  const document = new Window().document
  document.write(html ?? '')
  return document
}
const PRODUCT = 'Earthing Yoga Mat (Long (200 x 66 cm) / Ocean)'

/**
 * Each shopper's mail in each language: its subject as the language says it (literally, so a
 * lost word shows), a line of its body in both parts, every value put in, `<html lang>` the
 * language's, and its links to the shop in the shopper's market and language.
 */
const languages = [
  {
    locale: 'en-SG',
    prefix: '',
    words: english,
    subjects: {
      welcome: 'Welcome to Groundwell: your 10% discount code',
      acknowledgement: 'We received your message',
      review: 'Thank you for your review: 10% off your next purchase',
      restock: `Back in stock: ${PRODUCT}`,
    },
    greeting: 'Hello Mei,',
  },
  {
    locale: 'id-ID',
    prefix: '/id-id',
    words: indonesian,
    subjects: {
      welcome: 'Selamat datang di Groundwell: kode diskon 10% untuk Anda',
      acknowledgement: 'Pesan Anda sudah kami terima',
      review: 'Terima kasih atas ulasan Anda: diskon 10% untuk pembelian berikutnya',
      restock: `Tersedia kembali: ${PRODUCT}`,
    },
    greeting: 'Halo Mei,',
  },
  {
    locale: 'ms-MY',
    prefix: '/ms-my',
    words: malay,
    subjects: {
      welcome: 'Selamat datang ke Groundwell: kod diskaun 10% anda',
      acknowledgement: 'Kami telah menerima mesej anda',
      review: 'Terima kasih atas ulasan anda: diskaun 10% untuk pembelian seterusnya',
      restock: `Stok kembali: ${PRODUCT}`,
    },
    greeting: 'Hai Mei,',
  },
  {
    locale: 'zh-HK',
    prefix: '/zh-hk',
    words: hongKong,
    subjects: {
      welcome: '歡迎訂閱Groundwell：你的10%折扣優惠碼',
      acknowledgement: '我們已收到你的訊息',
      review: '多謝你的評價：下次購物可享10%折扣',
      restock: `已補貨：${PRODUCT}`,
    },
    greeting: 'Mei，你好：',
  },
  {
    locale: 'zh-SG',
    prefix: '/zh-sg',
    words: singapore,
    subjects: {
      welcome: '欢迎订阅Groundwell：您的10%折扣优惠码',
      acknowledgement: '我们已收到您的留言',
      review: '感谢您的评价：下次购物可享10%折扣',
      restock: `到货通知：${PRODUCT}`,
    },
    greeting: 'Mei，您好：',
  },
] as const

describe("the shopper's mails in the shopper's language", () => {
  for (const { locale, prefix, words, subjects, greeting } of languages) {
    describe(locale, () => {
      const cases = [
        {
          mail: 'welcome',
          make: () => welcomeMail(shop, 'ana@example.com', CODE, locale),
          subject: subjects.welcome,
          line: formatIn({ locale }, words.welcome.thanks, { shop: 'Groundwell' }),
          link: `${SITE}${prefix}/discount/${CODE}?redirect=/shop-all`,
        },
        {
          mail: 'contact acknowledgement',
          make: () => contactAcknowledgement(shop, { ...message, name: 'Mei Ling', language: locale }),
          subject: subjects.acknowledgement,
          line: formatIn({ locale }, words.acknowledgement.thanks, { shop: 'Groundwell' }),
          link: null,
        },
        {
          mail: 'review thank-you',
          make: () => reviewThankYou(shop, { name: 'Mei Ling', email: 'mei@example.com', product: 'mat', rating: 5 }, CODE, locale),
          subject: subjects.review,
          line: formatIn({ locale }, words.reviewThanks.thanks, { product: words.reviewThanks.products.mat, rating: '5' }),
          link: `${SITE}${prefix}/discount/${CODE}?redirect=/shop-all`,
        },
        {
          mail: 'back in stock',
          make: () => backInStockMail(shop, 'ana@example.com', item, locale),
          subject: subjects.restock,
          line: formatIn({ locale }, words.backInStock.news, { product: PRODUCT, shop: 'Groundwell' }),
          link: `${SITE}${prefix}/product/earthing-yoga-mat?variant=100509`,
        },
      ]
      for (const { mail: name, make, subject, line, link } of cases) {
        it(`${name}: its subject and body in the language, every value put in, <html lang="${locale}">`, async () => {
          const mail = await make()
          expect(mail.subject).toBe(subject)
          expect(mail.text).toContain(line)
          const document = documentOf(mail.html)
          expect(document.documentElement.getAttribute('lang')).toBe(locale)
          expect(document.body.textContent).toContain(line)
          for (const part of [mail.subject, mail.text, document.body.textContent ?? '']) expect(part).not.toMatch(/\{[A-Za-z]+\}/)
          if (locale !== 'en-SG') expect(mail.text).not.toContain(formatIn({ locale }, english.questions, { email: shop.supportEmail }))
          if (link) {
            expect(mail.text).toContain(link)
            expect([...document.querySelectorAll('a')].some((a) => a.getAttribute('href') === link)).toBe(true)
          }
          if (name !== 'welcome' && name !== 'back in stock') expect(mail.text.startsWith(`${greeting}\n`)).toBe(true)
        })
      }
    })
  }

  it('writes a mail whose language the shop cannot place, or has none, in English', async () => {
    for (const language of [undefined, null, 'tlh', 'en']) {
      const mail = await contactAcknowledgement(shop, { name: 'Mei', email: 'mei@example.com', language })
      expect(mail.subject).toBe('We received your message')
      expect(documentOf(mail.html).documentElement.getAttribute('lang')).toBe('en-SG')
    }
  })

  it("keeps the mail to staff in English, naming the shopper's language so they can answer in it", async () => {
    for (const [language, named] of [
      ['en-SG', 'English'],
      ['id-ID', 'Bahasa Indonesia'],
      ['ms-MY', 'Bahasa Melayu'],
      ['zh-HK', 'Traditional Chinese (繁體中文)'],
      ['zh-SG', 'Simplified Chinese (简体中文)'],
    ] as const) {
      const mail = await contactNotification(shop, { ...message, language })
      expect(mail.subject).toBe('Contact form: Sizes & fit')
      expect(mail.text).toContain(`Language: ${named}`)
      expect(mail.text).toContain('(Reply to this e-mail to answer the customer.)')
      expect(documentOf(mail.html).documentElement.getAttribute('lang')).toBe('en-SG')
    }
  })
})
