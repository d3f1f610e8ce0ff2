import { useEffect, useState } from 'react'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import { copyText } from './clipboard'
import { questionUrl } from './question-url'
import { faqTiming } from './timing'

/** Copies the link to one question; a check mark confirms it for 2 seconds (a second copy starts them again). */
export function CopyLinkButton({ id, question }: { id: string; question: string }) {
  const { faqFeedbackCopy } = useCopy('faq-feedback')
  // The time of the last copy, so a second copy restarts the confirmation.
  const [copiedAt, setCopiedAt] = useState(0)
  useEffect(() => {
    if (!copiedAt) return
    const timer = setTimeout(() => setCopiedAt(0), faqTiming.copyConfirmationMs)
    return () => clearTimeout(timer)
  }, [copiedAt])

  const copied = copiedAt > 0
  const label = copied ? faqFeedbackCopy.linkCopiedLabel : faqFeedbackCopy.copyLink

  async function copy() {
    const url = questionUrl(window.location.href, id)
    try {
      await copyText(url)
    } catch {
      toast.error(faqFeedbackCopy.copyFailed, { description: url })
      return
    }
    setCopiedAt(performance.now())
    toast.success(faqFeedbackCopy.linkCopied)
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      // The visible label, then the question it belongs to (there is one such button per question).
      aria-label={`${label}: ${question}`}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors',
        copied ? 'border-brand-300 bg-brand-50 text-brand-800' : 'border-stone-300 text-stone-700 hover:bg-stone-100',
      )}
    >
      <Icon name={copied ? 'check' : 'link-2'} className="size-4" aria-hidden="true" data-icon={copied ? 'check' : 'link'} />
      {label}
    </button>
  )
}
