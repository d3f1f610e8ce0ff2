import { Icon } from '~/components/icon'
import { faqCopy } from '~/content/faq'
import { type Helpful, HELPFUL_ATTRIBUTE } from './faq-markup'

const buttonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border border-stone-300 px-4 text-sm font-medium text-stone-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800'

const answers: { value: Helpful; icon: 'thumbs-up' | 'thumbs-down'; label: string }[] = [
  { value: 'yes', icon: 'thumbs-up', label: faqCopy.yes },
  { value: 'no', icon: 'thumbs-down', label: faqCopy.no },
]

/**
 * 'Was this helpful?' Yes/No for the question `id`. The browser's listener puts a thank-you in the
 * group's place once answered (`question-feedback.ts`).
 */
export function HelpfulFeedback({ id }: { id: string }) {
  const labelId = `${id}-helpful`
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="mr-1 text-sm font-medium text-stone-700">
        {faqCopy.helpfulPrompt}
      </span>
      {answers.map(({ value, icon, label }) => (
        <button key={value} type="button" className={buttonClass} {...{ [HELPFUL_ATTRIBUTE]: value }}>
          <Icon name={icon} className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  )
}
