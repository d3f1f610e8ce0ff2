import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { mailWords as englishMail } from '../../services/functions/copy/mail'
import { mailWords as indonesianMail } from '../../services/functions/copy/locales/id-id/mail'
import { mailWords as hongKongMail } from '../../services/functions/copy/locales/zh-hk/mail'
import { newsletterCopy as indonesianBand } from '../../app/content/locales/id-id/newsletter'
import { contactCopy as hongKongContact } from '../../app/content/locales/zh-hk/contact'
import { brand, contact, newsletter } from '../../shared/shop'
import { formatIn } from '../../shared/format-in'
import { hydrated } from '../../scripts/lib/site-map'
import { shopWithMailForFile } from '../launchers/shops'

/**
 * The shopper's mails follow the page's language from the form to the inbox: a sign-up from the
 * Indonesian home page gets its welcome in Bahasa Indonesia, its link back to the Indonesian shop;
 * a message from the Hong Kong contact page is acknowledged in Traditional Chinese, and support's
 * own mail, in English, names the language to answer in.
 */
const { shop, smtp } = shopWithMailForFile()

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
const CODE = /GW10-[A-HJ-NP-Z2-9]{8}/

/** The first mail to `address` (and, with `subject`, with that subject), read as a mail client reads it. */
async function mailTo(address: string, subject?: RegExp) {
  const matches = () => smtp().received.filter((m) => m.envelopeTo.includes(address))
  await expect
    .poll(async () => (await Promise.all(matches().map((m) => simpleParser(m.raw)))).some((m) => !subject || subject.test(m.subject ?? '')), {
      timeout: 30_000,
    })
    .toBe(true)
  const parsed = await Promise.all(matches().map((m) => simpleParser(m.raw)))
  return parsed.find((m) => !subject || subject.test(m.subject ?? ''))!
}

test('a sign-up on the Indonesian home page is welcomed in Bahasa Indonesia, its button back to the Indonesian shop with the code', async ({ page }) => {
  const email = unique('id-welcome')
  await page.goto(`${shop().url}/id-id`)
  await hydrated(page)
  const band = page.locator('section#newsletter')
  await band.getByRole('textbox', { name: indonesianBand.emailLabel }).fill(email)
  await band.getByRole('button', { name: indonesianBand.submit }).click()

  const mail = await mailTo(email)
  const indonesian = { locale: 'id-ID' }
  expect(mail.subject).toBe(formatIn(indonesian, indonesianMail.welcome.subject, { shop: brand.name, pct: `${newsletter.discountPercent}%` }))
  expect(String(mail.html)).toMatch(/<html[^>]* lang="id-ID"/)
  expect(mail.text).toContain(formatIn(indonesian, indonesianMail.welcome.thanks, { shop: brand.name }))
  expect(mail.text).not.toContain(formatIn({ locale: 'en-SG' }, englishMail.welcome.thanks, { shop: brand.name }))

  const code = CODE.exec(String(mail.text))![0]
  const href = /href="([^"]*\/discount\/[^"]*)"/.exec(String(mail.html))![1]!.replaceAll('&amp;', '&')
  const link = new URL(href)
  expect(link.pathname).toBe(`/id-id/discount/${code}`)
  await page.goto(`${shop().url}${link.pathname}${link.search}`)
  await expect(page).toHaveURL(/\/id-id\/shop-all$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID')
})

test('a message from the Hong Kong contact page is acknowledged in Traditional Chinese; support reads it in English with the language named', async ({
  page,
}) => {
  const email = unique('zh-contact')
  await page.goto(`${shop().url}/zh-hk/contact`)
  await hydrated(page)
  const form = page.locator('form[action="/zh-hk/contact"]')
  const { labels } = hongKongContact.form
  await form.getByLabel(new RegExp(`^${labels.name}`)).fill('陳美玲')
  await form.getByLabel(new RegExp(`^${labels.email}`)).fill(email)
  await form.getByLabel(new RegExp(`^${labels.subject}`)).fill('床笠尺寸')
  await form.getByLabel(new RegExp(`^${labels.message}`)).fill('請問貼身床笠有沒有加大雙人床的尺寸？')
  await form.getByRole('button', { name: hongKongContact.form.submit }).click()
  await expect(page.getByRole('heading', { name: hongKongContact.thankYou.heading })).toBeVisible()

  const acknowledgement = await mailTo(email, new RegExp(`^${hongKongMail.acknowledgement.subject}$`))
  expect(String(acknowledgement.html)).toMatch(/<html[^>]* lang="zh-HK"/)
  expect(acknowledgement.text).toContain(formatIn({ locale: 'zh-HK' }, hongKongMail.acknowledgement.thanks, { shop: brand.name }))
  // It quotes nothing the sender typed but a first name (decision 084).
  expect(acknowledgement.text).not.toContain('床笠')

  const support = await mailTo(contact.email, /^Contact form: 床笠尺寸$/)
  expect(support.text).toContain('Traditional Chinese (繁體中文)')
  expect(support.replyTo?.text).toContain(email)
})
