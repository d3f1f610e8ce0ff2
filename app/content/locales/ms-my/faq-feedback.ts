import type * as en from '../../faq-feedback'
import type { Translation } from '../translation'

export const faqFeedbackCopy: Translation<typeof en.faqFeedbackCopy> = {
  copyLink: 'Salin pautan',
  linkCopied: 'Pautan disalin ke papan klip!',
  linkCopiedLabel: 'Pautan disalin',
  copyFailed: 'Pautan tidak dapat disalin',
  helpfulToast: 'Terima kasih atas maklum balas anda!',
  notHelpfulToast: 'Terima kasih kerana memaklumkan kami. Kami akan menambah baik jawapan ini.',
  helpfulThanks: 'Gembira dapat membantu. Terima kasih atas maklum balas anda!',
  notHelpfulThanks: 'Terima kasih. Kami akan menggunakan maklum balas anda untuk menambah baik jawapan ini.',
}
