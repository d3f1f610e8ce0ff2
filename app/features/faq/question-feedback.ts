import type { IconName } from '~/components/icon'
import { spriteIcon } from '~/components/sprite-icon'
import { faqFeedbackCopy as copy } from '~/content/faq-feedback'
import { toast } from '~/lib/toast'
import { copyText } from './clipboard'
import { COPY_LINK_ATTRIBUTE, type Helpful, HELPFUL_ATTRIBUTE } from './faq-markup'
import { questionUrl } from './question-url'
import { faqTiming } from './timing'

/**
 * What a question's 'Was this helpful?' and copy-link buttons do, on the server's markup (decision
 * 077). The page loads this module, with its copy, when one of them is first pressed.
 */

/**
 * Answers a press on a question's button; `answers` keeps what was answered while the page is
 * shown. Settles once the press is answered (a link copied or not).
 */
export async function pressQuestionButton(button: Element, answers: Map<string, Helpful>): Promise<void> {
  const question = button.closest('details')
  if (!question) return
  const helpful = button.getAttribute(HELPFUL_ATTRIBUTE)
  if (helpful === 'yes' || helpful === 'no') {
    answers.set(question.id, helpful)
    // Focus follows the answer to the thank-you: the button pressed is gone.
    showThanks(question, helpful)?.focus()
    if (helpful === 'yes') toast.success(copy.helpfulToast)
    else toast.message(copy.notHelpfulToast)
  } else if (button.hasAttribute(COPY_LINK_ATTRIBUTE)) {
    await copyLink(question, button)
  }
}

/** The thank-you of each question already answered, in markup that came after the answer (a new search). */
export function showAnswers(root: Element, answers: Map<string, Helpful>) {
  for (const [id, helpful] of answers) {
    const question = root.querySelector(`details#${CSS.escape(id)}`)
    if (question) showThanks(question, helpful)
  }
}

/** Puts the thank-you in the place of the question's Yes/No buttons. */
function showThanks(question: Element, helpful: Helpful): HTMLElement | null {
  const group = question.querySelector(`[${HELPFUL_ATTRIBUTE}]`)?.closest('[role="group"]')
  if (!group) return null
  const thanks = document.createElement('p')
  thanks.tabIndex = -1
  thanks.className = 'flex items-center gap-2 text-sm font-medium text-brand-800 outline-none'
  thanks.append(icon('circle-check', 'size-5 shrink-0'), helpful === 'yes' ? copy.helpfulThanks : copy.notHelpfulThanks)
  group.replaceWith(thanks)
  return thanks
}

/** The pending end of each button's check mark: a second copy starts the 2 seconds again. */
const confirmations = new WeakMap<Element, ReturnType<typeof setTimeout>>()

async function copyLink(question: HTMLDetailsElement, button: Element) {
  const url = questionUrl(window.location.href, question.id)
  try {
    await copyText(url)
  } catch {
    toast.error(copy.copyFailed, { description: url })
    return
  }
  showCopied(question, button, true)
  clearTimeout(confirmations.get(button))
  confirmations.set(
    button,
    setTimeout(() => showCopied(question, button, false), faqTiming.copyConfirmationMs),
  )
  toast.success(copy.linkCopied)
}

/** The button as copied (check mark, 'Link copied') or as it was; its looks follow `data-copied`. */
function showCopied(question: Element, button: Element, copied: boolean) {
  const label = copied ? copy.linkCopiedLabel : copy.copyLink
  button.toggleAttribute('data-copied', copied)
  // The visible label, then the question it belongs to (there is one such button per question).
  button.setAttribute('aria-label', `${label}: ${question.querySelector('summary')?.textContent ?? ''}`)
  const text = button.querySelector('span')
  if (text) text.textContent = label
  button.querySelector('svg')?.replaceWith(icon(copied ? 'check' : 'link-2', 'size-4', copied ? 'check' : 'link'))
}

/** An icon from the sprite; `dataIcon` names which, as the server's markup does. */
function icon(name: IconName, className: string, dataIcon?: string): SVGSVGElement {
  const svg = spriteIcon(name, className)
  if (dataIcon) svg.dataset.icon = dataIcon
  return svg
}
