import type * as en from '../../faq-feedback'
import type { Translation } from '../translation'

/** What a question of the FAQ says once it is used ('Was this helpful?', copy link). */
export const faqFeedbackCopy: Translation<typeof en.faqFeedbackCopy> = {
  copyLink: '複製連結',
  linkCopied: '連結已複製到剪貼簿！',
  linkCopiedLabel: '連結已複製',
  copyFailed: '未能複製連結',
  helpfulToast: '多謝你的意見！',
  notHelpfulToast: '多謝你告訴我們，我們會改善這個答案。',
  helpfulThanks: '很高興幫到你，多謝你的意見！',
  notHelpfulThanks: '多謝你，我們會參考你的意見改善這個答案。',
}
