import type * as en from '../../faq-feedback'
import type { Translation } from '../translation'

export const faqFeedbackCopy: Translation<typeof en.faqFeedbackCopy> = {
  copyLink: 'Salin tautan',
  linkCopied: 'Tautan disalin ke papan klip!',
  linkCopiedLabel: 'Tautan disalin',
  copyFailed: 'Tautan gagal disalin',
  helpfulToast: 'Terima kasih atas masukan Anda!',
  notHelpfulToast: 'Terima kasih sudah memberi tahu kami. Kami akan memperbaiki jawaban ini.',
  helpfulThanks: 'Senang bisa membantu. Terima kasih atas masukan Anda!',
  notHelpfulThanks: 'Terima kasih. Masukan Anda akan kami gunakan untuk memperbaiki jawaban ini.',
}
