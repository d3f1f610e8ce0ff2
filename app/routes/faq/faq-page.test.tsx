// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation, useNavigate } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultMarket } from '#shared/markets'
import type * as faq from '~/content/faq'
import { faqQuestions } from '~/content/faq'
import { faqFeedbackCopy } from '~/content/faq-feedback'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import { CopyProvider } from '~/i18n/use-copy'
import { toast } from '~/lib/toast'
import { FaqPage } from './faq-page'
import { pageHeading, pages } from '~/content/pages.server'
import { searchFaq } from '~/features/faq/search'

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }))

const copy = await pageCopy(defaultMarket, ['faq', 'faq-feedback'])
/** The page's copy as its components read it (messages as functions). */
const { faqCopy } = localize<typeof faq>('en-SG', copy.faq)

/** The URL the router holds, shown beside the page. */
function ShownSearch() {
  const { search, hash } = useLocation()
  return <output data-testid="url">{search + hash}</output>
}

/** A link to a question within the page (`href="#id"`: the browser keeps the URL's search, and moves its fragment). */
function JumpTo({ id }: { id: string }) {
  const navigate = useNavigate()
  const { search } = useLocation()
  return (
    <button type="button" onClick={() => void navigate({ search, hash: id })}>
      jump
    </button>
  )
}

function renderFaq(url = '/faq') {
  const Stub = createRoutesStub([
    {
      path: '/faq',
      Component: () => (
        <CopyProvider copy={copy} locale="en-SG">
          <FaqPage pageUrl="https://shop.test/faq" heading={pageHeading(pages.faq)} />
          <ShownSearch />
          <JumpTo id="which-size-should-i-order" />
        </CopyProvider>
      ),
    },
  ])
  render(<Stub initialEntries={[url]} />)
}

const field = () => screen.getByRole('searchbox', { name: faqCopy.searchLabel })
const statusLine = () => within(screen.getByRole('search').parentElement!).getByRole('status')
const questionIds = () => [...document.querySelectorAll('details[name="faq"]')].map((element) => element.id)
const question = (id: string) => document.getElementById(id) as HTMLDetailsElement

beforeEach(() => vi.clearAllMocks())

describe('FAQ search', () => {
  it('shows every question, the popular ones and no result line before a search', () => {
    renderFaq()
    expect(questionIds()).toHaveLength(faqQuestions.length)
    expect(screen.getByRole('heading', { name: faqCopy.popularTitle })).toBeInTheDocument()
    expect(statusLine()).toHaveTextContent('')
  })

  it('narrows the questions as the shopper types, says how many match, and puts the search in the URL once typing pauses', async () => {
    renderFaq()
    await userEvent.type(field(), 'ReSiStOr')
    const found = searchFaq(faqQuestions, 'resistor')
    await waitFor(() => expect(statusLine()).toHaveTextContent(faqCopy.resultCount({ count: found.length, query: 'ReSiStOr' })))
    expect(questionIds()).toEqual(found.map((q) => q.id))
    expect(field()).toHaveFocus()
    expect(field()).toHaveValue('ReSiStOr')
    expect(screen.queryByRole('heading', { name: faqCopy.popularTitle })).toBeNull()
    expect(document.querySelector('mark')).toHaveTextContent(/resistor/i)
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?q=ReSiStOr'))
  })

  it("renders the URL's search, and offers to clear a search that finds nothing", async () => {
    renderFaq('/faq?q=zebra+crossing')
    expect(field()).toHaveValue('zebra crossing')
    expect(statusLine()).toHaveTextContent(faqCopy.resultCount({ count: 0, query: 'zebra crossing' }))
    expect(questionIds()).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: faqCopy.clearSearch }))
    expect(questionIds()).toHaveLength(faqQuestions.length)
    expect(field()).toHaveValue('')
    expect(field()).toHaveFocus()
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(''))
  })
})

describe('FAQ questions', () => {
  it('open from a link to them made while the search waits to reach the URL, which then holds both; typing on does not take the focus back', async () => {
    renderFaq()
    const sizes = 'which-size-should-i-order'
    await userEvent.type(field(), 'mattress')
    // Most often before the pause ends: the URL's search is then written after the jump, and must not undo it.
    await userEvent.click(screen.getByRole('button', { name: 'jump' }))
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(`?q=mattress#${sizes}`))
    await waitFor(() => expect(question(sizes).open).toBe(true))
    expect(question(sizes).querySelector('summary')).toHaveFocus()

    await userEvent.type(field(), ' size')
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(`?q=mattress+size#${sizes}`))
    expect(field()).toHaveFocus()
  })

  it('open as an accordion from their summary', async () => {
    renderFaq()
    const [a] = faqQuestions as [(typeof faqQuestions)[0]]
    expect(question(a.id).open).toBe(false)
    await userEvent.click(within(question(a.id)).getByText(a.question, { selector: 'summary *' }))
    expect(question(a.id).open).toBe(true)
  })

  it("thank the shopper for 'Was this helpful?', and keep the answer through a search", async () => {
    renderFaq()
    const [a] = faqQuestions as [(typeof faqQuestions)[0]]
    // The buttons come with the answer, once it is opened.
    await userEvent.click(within(question(a.id)).getByText(a.question, { selector: 'summary *' }))
    const group = await within(question(a.id)).findByRole('group', { name: faqCopy.helpfulPrompt })
    await userEvent.click(within(group).getByRole('button', { name: faqCopy.yes }))
    expect(toast.success).toHaveBeenCalledWith(faqFeedbackCopy.helpfulToast)
    expect(within(question(a.id)).getByText(faqFeedbackCopy.helpfulThanks)).toHaveFocus()
    expect(within(question(a.id)).queryByRole('group')).toBeNull()

    await userEvent.type(field(), 'zebra crossing')
    await waitFor(() => expect(questionIds()).toEqual([]))
    await userEvent.clear(field())
    await waitFor(() => expect(questionIds()).toHaveLength(faqQuestions.length))
    await userEvent.click(within(question(a.id)).getByText(a.question, { selector: 'summary *' }))
    expect(await within(question(a.id)).findByText(faqFeedbackCopy.helpfulThanks)).toBeInTheDocument()
  })
})
