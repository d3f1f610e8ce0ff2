// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emailMessages } from '#shared/schemas/email'
import { copyFor } from '~/lib/copy-testing'
import { toast } from '~/lib/toast'
import { NewsletterBand } from './newsletter-band'
import type { NewsletterResult } from './result'

const { newsletterCopy: copy } = await copyFor('newsletter')

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }))

/** The band on the home page; `sent` records what reached the /newsletter action. */
function renderBand() {
  const sent: FormData[] = []
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <NewsletterBand returnTo="/" />,
    },
    {
      path: '/newsletter',
      action: async ({ request }) => {
        sent.push(await request.formData())
        return { status: 'done', returnTo: '/' } satisfies NewsletterResult
      },
    },
  ])
  render(<Stub initialEntries={['/']} />)
  return sent
}

const email = () => screen.getByRole('textbox', { name: copy.emailLabel })

beforeEach(() => vi.clearAllMocks())

describe('NewsletterBand', () => {
  it("refuses an address that is not one with the schema's message, and sends nothing", async () => {
    const sent = renderBand()
    // The browser takes it (type="email"); the shop's schema does not.
    await userEvent.type(email(), 'a@b')
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(copy.outcomes.invalid.title, { description: emailMessages.invalid }))
    expect(sent).toEqual([])
  })

  it('subscribes through its own fetcher, says so, and empties the field', async () => {
    const sent = renderBand()
    await userEvent.type(email(), 'mei@example.com')
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(copy.outcomes.success.title, { description: copy.outcomes.success.description }))
    expect(sent).toHaveLength(1)
    expect(Object.fromEntries(sent[0]!)).toEqual({ email: 'mei@example.com', returnTo: '/' })
    expect(email()).toHaveValue('')
  })
})
