// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { faqQuestions } from '~/content/faq'
import { faqFeedbackCopy as copy } from '~/content/faq-feedback'
import { renderMarkup } from '~/features/server-markup/render.server'
import { toast } from '~/lib/toast'
import { copyText } from './clipboard'
import { FaqItem } from './faq-item.server'
import type { Helpful } from './faq-markup'
import { pressQuestionButton, showAnswers } from './question-feedback'

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }))
vi.mock('./clipboard', () => ({ copyText: vi.fn(() => Promise.resolve()) }))

const [first, second] = faqQuestions as [(typeof faqQuestions)[0], (typeof faqQuestions)[0]]

/** The two questions as the server's markup has them. */
function page() {
  document.body.innerHTML = `<div id="page">${renderMarkup(
    <>
      <FaqItem question={first} query="" />
      <FaqItem question={second} query="" />
    </>,
  )}</div>`
  return document.getElementById('page')!
}
const question = (id: string) => document.getElementById(id)!
const button = (id: string, selector: string) => question(id).querySelector(selector)!

beforeEach(() => vi.clearAllMocks())

describe("'Was this helpful?'", () => {
  it('puts a thank-you in place of the buttons, gives it focus, thanks with a toast and keeps the answer', async () => {
    page()
    const answers = new Map<string, Helpful>()
    await pressQuestionButton(button(first.id, '[data-helpful="yes"]'), answers)
    expect(question(first.id).querySelector('[role="group"]')).toBeNull()
    expect(document.activeElement?.textContent).toBe(copy.helpfulThanks)
    expect(toast.success).toHaveBeenCalledWith(copy.helpfulToast)
    expect(answers).toEqual(new Map([[first.id, 'yes']]))
    // The other question still asks.
    expect(question(second.id).querySelector('[role="group"]')).not.toBeNull()

    await pressQuestionButton(button(second.id, '[data-helpful="no"]'), answers)
    expect(question(second.id).textContent).toContain(copy.notHelpfulThanks)
    expect(toast.message).toHaveBeenCalledWith(copy.notHelpfulToast)
  })

  it("shows the answers already given in a new search's markup, without moving focus", () => {
    const root = page()
    showAnswers(root, new Map([[second.id, 'no']]))
    expect(question(second.id).querySelector('[role="group"]')).toBeNull()
    expect(question(second.id).textContent).toContain(copy.notHelpfulThanks)
    expect(question(first.id).querySelector('[data-helpful="yes"]')).not.toBeNull()
    expect(document.activeElement).toBe(document.body)
  })
})

describe('copy link', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  const state = (el: Element) => ({
    copied: el.hasAttribute('data-copied'),
    label: el.getAttribute('aria-label'),
    text: el.querySelector('span')?.textContent,
    icon: el.querySelector('svg')?.dataset.icon,
  })

  it('copies the address of the question, without the search, and shows a check mark for 2 seconds', async () => {
    page()
    window.history.replaceState(null, '', '/faq?q=resistor')
    const copyButton = button(first.id, '[data-copy-link]')
    await pressQuestionButton(copyButton, new Map())
    expect(copyText).toHaveBeenCalledWith(`${window.location.origin}/faq#${first.id}`)
    expect(toast.success).toHaveBeenCalledWith(copy.linkCopied)
    expect(state(copyButton)).toEqual({ copied: true, label: `${copy.linkCopiedLabel}: ${first.question}`, text: copy.linkCopiedLabel, icon: 'check' })
    expect(copyButton.querySelector('use')?.getAttribute('href')).toBe('/icons.svg#check')

    vi.advanceTimersByTime(1999)
    expect(state(copyButton).copied).toBe(true)
    vi.advanceTimersByTime(1)
    expect(state(copyButton)).toEqual({ copied: false, label: `${copy.copyLink}: ${first.question}`, text: copy.copyLink, icon: 'link' })
  })

  it('starts the 2 seconds again on a second copy', async () => {
    page()
    const copyButton = button(first.id, '[data-copy-link]')
    await pressQuestionButton(copyButton, new Map())
    vi.advanceTimersByTime(1500)
    await pressQuestionButton(copyButton, new Map())
    vi.advanceTimersByTime(1999)
    expect(state(copyButton).copied).toBe(true)
    vi.advanceTimersByTime(1)
    expect(state(copyButton).copied).toBe(false)
  })

  it('shows the address in an error toast when the clipboard refuses it', async () => {
    page()
    vi.mocked(copyText).mockRejectedValueOnce(new Error('denied'))
    const copyButton = button(first.id, '[data-copy-link]')
    await pressQuestionButton(copyButton, new Map())
    expect(toast.error).toHaveBeenCalledWith(copy.copyFailed, { description: `${window.location.origin}/faq#${first.id}` })
    expect(state(copyButton).copied).toBe(false)
  })
})
