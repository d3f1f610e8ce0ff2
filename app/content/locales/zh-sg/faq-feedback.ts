import type * as en from '../../faq-feedback'
import type { Translation } from '../translation'

export const faqFeedbackCopy: Translation<typeof en.faqFeedbackCopy> = {
  copyLink: '复制链接',
  linkCopied: '链接已复制到剪贴板！',
  linkCopiedLabel: '链接已复制',
  copyFailed: '无法复制链接',
  helpfulToast: '谢谢您的反馈！',
  notHelpfulToast: '谢谢您告诉我们，我们会改进这个解答。',
  helpfulThanks: '很高兴能帮到您，谢谢您的反馈！',
  notHelpfulThanks: '谢谢您，我们会根据您的反馈改进这个解答。',
}
