import { contact, contactForm, shipping } from '#shared/shop'
import type * as en from '../../contact'
import type { Translation } from '../translation'

/** The shop's English hours and durations ('Mon-Fri 9am-6pm SGT', '24 hours on business days') in Malay, their figures as they are. */
const inMalay = (value: string) =>
  value
    .replace(/\bMon-Fri\b/g, 'Isnin-Jumaat,')
    .replace(/\b(\d{1,2})(?::(\d\d))?am\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} pagi`)
    .replace(/\b(\d{1,2})(?::(\d\d))?pm\b/g, (_, h: string, m?: string) => `${h}${m ? `.${m}` : ''} petang`)
    .replace(/\bon business days\b/g, 'pada hari bekerja')
    .replace(/\bbusiness days?\b/g, 'hari bekerja')
    .replace(/\bhours?\b/g, 'jam')

export const contactCopy: Translation<typeof en.contactCopy> = {
  cards: {
    email: { title: 'E-mel Kami', body: 'Tulis kepada kami pada bila-bila masa.', action: contact.email, href: `mailto:${contact.email}` },
    phone: { title: 'Hubungi Kami', body: inMalay(contact.phoneHours), action: contact.phone, href: contact.phoneHref },
    response: { title: 'Masa Maklum Balas', body: `Kami membalas dalam masa ${inMalay(contact.responseTime)}.` },
    faq: { title: 'FAQ', body: 'Banyak jawapan sedia menanti anda.', action: 'Lihat FAQ', href: '/faq' },
  },
  form: {
    heading: 'Hantar Mesej kepada Kami',
    intro: 'Ruangan bertanda * wajib diisi.',
    labels: { name: 'Nama', email: 'E-mel', phone: 'Telefon (pilihan)', subject: 'Subjek', message: 'Mesej' },
    placeholders: {
      name: 'Nama penuh anda',
      email: 'anda@example.com',
      phone: '+60 12-345 6789',
      subject: 'Tentang apa?',
      message: 'Apa yang boleh kami bantu?',
    },
    submit: 'Hantar Mesej',
    submitting: 'Menghantar...',
    messageHint: `${contactForm.limits.messageMin} hingga ${contactForm.limits.messageMax} aksara.`,
  },
  success: {
    title: 'Mesej berjaya dihantar!',
    description: `Kami akan menghubungi anda semula dalam masa ${shipping.supportResponseHours} jam.`,
  },
  failure: {
    title: 'Ada yang tidak kena',
    description: 'Sila cuba lagi atau hubungi kami terus melalui e-mel.',
  },
  thankYou: {
    heading: 'Terima Kasih',
    body: `Mesej anda sedang dihantar kepada pasukan kami. Kami akan menghubungi anda semula dalam masa ${inMalay(contact.responseTime)}.`,
    again: 'Hantar Mesej Lain',
  },
  /** The form's field messages, by the key of the shared schema's (shared/schemas/contact.ts). */
  errors: {
    nameRequired: 'Nama diperlukan',
    nameTooLong: `Nama mestilah kurang daripada ${contactForm.limits.name} aksara`,
    emailInvalid: 'Alamat e-mel tidak sah',
    emailTooLong: `E-mel mestilah kurang daripada ${contactForm.limits.email} aksara`,
    subjectRequired: 'Subjek diperlukan',
    subjectTooLong: `Subjek mestilah kurang daripada ${contactForm.limits.subject} aksara`,
    messageTooShort: `Mesej mestilah sekurang-kurangnya ${contactForm.limits.messageMin} aksara`,
    messageTooLong: `Mesej mestilah kurang daripada ${contactForm.limits.messageMax} aksara`,
  },
  tips: {
    heading: 'Untuk membantu kami membantu anda dengan lebih cepat, sertakan:',
    items: ['Nombor pesanan anda, jika ada', 'Butiran produk (nama, saiz, warna)', 'Penerangan tentang masalah atau soalan anda'],
  },
}
