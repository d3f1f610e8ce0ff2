import { Window } from 'happy-dom'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, mailOutbox } from '../db'
import { openTestPglite } from '../db/testing'
import { queueMail, type OutgoingMail } from '../mail/outbox'
import { startSmtp } from '../mail/test-smtp'
import { createMailWorker } from '../mail/worker'
import { backInStockMail, contactAcknowledgement, contactNotification, reviewThankYou, shopIdentity, welcomeMail } from './mail-copy'

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
      url: `${SITE}/product/earthing-yoga-mat?variant=100509`,
    }),
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
