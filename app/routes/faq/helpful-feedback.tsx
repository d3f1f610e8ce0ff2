import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'
import { toast } from '~/lib/toast'

export type Helpful = 'yes' | 'no'

const buttonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-stone-300 px-4 text-sm font-medium text-stone-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800'

type Props = { value: Helpful | undefined; onAnswer: (value: Helpful) => void }

/** 'Was this helpful?' Yes/No; once answered, a thank-you takes the buttons' place. */
export function HelpfulFeedback({ value, onAnswer }: Props) {
  const { faqCopy } = useCopy('faq')
  const { faqFeedbackCopy } = useCopy('faq-feedback')
  const labelId = useId()
  const thanks = useRef<HTMLParagraphElement>(null)
  // Focus follows the answer to the thank-you (the button pressed is gone), only when just given.
  const [justAnswered, setJustAnswered] = useState(false)
  useEffect(() => {
    if (justAnswered) thanks.current?.focus()
  }, [justAnswered])

  if (value) {
    return (
      <p ref={thanks} tabIndex={-1} className="flex items-center gap-2 text-sm font-medium text-brand-800 outline-none">
        <Icon name="circle-check" className="size-5 shrink-0" aria-hidden="true" />
        {value === 'yes' ? faqFeedbackCopy.helpfulThanks : faqFeedbackCopy.notHelpfulThanks}
      </p>
    )
  }

  const answer = (helpful: Helpful) => {
    setJustAnswered(true)
    onAnswer(helpful)
    if (helpful === 'yes') toast.success(faqFeedbackCopy.helpfulToast)
    else toast.message(faqFeedbackCopy.notHelpfulToast)
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="mr-1 text-sm font-medium text-stone-700">
        {faqCopy.helpfulPrompt}
      </span>
      <button type="button" className={buttonClass} onClick={() => answer('yes')}>
        <Icon name="thumbs-up" className="size-4" aria-hidden="true" />
        {faqCopy.yes}
      </button>
      <button type="button" className={buttonClass} onClick={() => answer('no')}>
        <Icon name="thumbs-down" className="size-4" aria-hidden="true" />
        {faqCopy.no}
      </button>
    </div>
  )
}
