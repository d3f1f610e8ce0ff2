import { contact, contactForm, shipping } from '#shared/shop'
import type * as en from '../../contact'
import type { Translation } from '../translation'

/** The shop's hours as Indonesian writes them: `Senin–Jumat, 09.00–18.00 SGT`. */
const dayNames: Record<string, string> = { Mon: 'Senin', Tue: 'Selasa', Wed: 'Rabu', Thu: 'Kamis', Fri: 'Jumat', Sat: 'Sabtu', Sun: 'Minggu' }
const clock = (hour: string, half: string) => `${String((Number(hour) % 12) + (half === 'pm' ? 12 : 0)).padStart(2, '0')}.00`
const hours = (s: string) =>
  s
    .replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)-(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/, (_, a: string, b: string) => `${dayNames[a]}–${dayNames[b]},`)
    .replace(/(\d{1,2})(am|pm)-(\d{1,2})(am|pm)/, (_, h1: string, m1: string, h2: string, m2: string) => `${clock(h1, m1)}–${clock(h2, m2)}`)
/** The shop's durations in Indonesian words: `24 jam pada hari kerja`. */
const duration = (s: string) =>
  s
    .replace(/ on business days/, ' pada hari kerja')
    .replace(/business days?/, 'hari kerja')
    .replace(/hours?/, 'jam')
    .replace(/days?/, 'hari')

export const contactCopy: Translation<typeof en.contactCopy> = {
  cards: {
    email: { title: 'Kirim Email', body: 'Tulis kepada kami kapan saja.', action: contact.email, href: `mailto:${contact.email}` },
    phone: { title: 'Telepon Kami', body: hours(contact.phoneHours), action: contact.phone, href: contact.phoneHref },
    response: { title: 'Waktu Respons', body: `Kami membalas dalam ${duration(contact.responseTime)}.` },
    faq: { title: 'FAQ', body: 'Banyak jawaban sudah tersedia untuk Anda.', action: 'Lihat FAQ', href: '/faq' },
  },
  form: {
    heading: 'Kirim Pesan',
    intro: 'Kolom bertanda * wajib diisi.',
    labels: { name: 'Nama', email: 'Email', phone: 'Telepon (opsional)', subject: 'Subjek', message: 'Pesan' },
    placeholders: {
      name: 'Nama lengkap Anda',
      email: 'anda@contoh.com',
      phone: '+62 812 3456 7890',
      subject: 'Tentang apa?',
      message: 'Ada yang bisa kami bantu?',
    },
    submit: 'Kirim Pesan',
    submitting: 'Mengirim...',
    messageHint: `${contactForm.limits.messageMin} sampai ${contactForm.limits.messageMax} karakter.`,
  },
  success: {
    title: 'Pesan berhasil dikirim!',
    description: `Kami akan membalas dalam ${shipping.supportResponseHours} jam.`,
  },
  failure: {
    title: 'Terjadi kesalahan',
    description: 'Silakan coba lagi atau hubungi kami langsung melalui email.',
  },
  thankYou: {
    heading: 'Terima Kasih',
    body: `Pesan Anda sedang dalam perjalanan ke tim kami. Kami akan membalas dalam ${duration(contact.responseTime)}.`,
    again: 'Kirim Pesan Lain',
  },
  /** The form's field messages, by the key of the shared schema's (shared/schemas/contact.ts). */
  errors: {
    nameRequired: 'Nama wajib diisi',
    nameTooLong: `Nama harus kurang dari ${contactForm.limits.name} karakter`,
    emailInvalid: 'Alamat email tidak valid',
    emailTooLong: `Email harus kurang dari ${contactForm.limits.email} karakter`,
    subjectRequired: 'Subjek wajib diisi',
    subjectTooLong: `Subjek harus kurang dari ${contactForm.limits.subject} karakter`,
    messageTooShort: `Pesan minimal ${contactForm.limits.messageMin} karakter`,
    messageTooLong: `Pesan harus kurang dari ${contactForm.limits.messageMax} karakter`,
  },
  tips: {
    heading: 'Agar kami bisa membantu lebih cepat, sertakan:',
    items: ['Nomor pesanan Anda, jika ada', 'Detail produk (nama, ukuran, warna)', 'Penjelasan masalah atau pertanyaan Anda'],
  },
}
