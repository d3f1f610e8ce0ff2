import { Icon } from '~/components/icon'
import { faqCopy } from '~/content/faq'
import { COPY_LINK_ATTRIBUTE } from './faq-markup'

/**
 * Copies the link to one question (the browser's listener, `question-feedback.ts`). While the
 * check mark confirms a copy the button is `data-copied`, which its looks follow.
 */
export function CopyLinkButton({ question }: { question: string }) {
  return (
    <button
      type="button"
      // The visible label, then the question it belongs to (there is one such button per question).
      aria-label={`${faqCopy.copyLink}: ${question}`}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 px-3 text-sm font-medium text-stone-700 transition-colors not-data-copied:hover:bg-stone-100 data-copied:border-brand-300 data-copied:bg-brand-50 data-copied:text-brand-800"
      {...{ [COPY_LINK_ATTRIBUTE]: '' }}
    >
      <Icon name="link-2" className="size-4" aria-hidden="true" data-icon="link" />
      <span>{faqCopy.copyLink}</span>
    </button>
  )
}
