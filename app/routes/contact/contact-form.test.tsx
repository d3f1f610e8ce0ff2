// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { contactMessages } from '#shared/schemas/contact'
import { copyFor } from '~/lib/copy-testing'
import { ContactForm } from './contact-form'
import type { ContactResult } from './result'

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }))

const { contactCopy } = await copyFor('contact')
const { labels } = contactCopy.form

/** The form on the contact page; `sent` records what reached the action. */
function renderForm() {
  const sent: FormData[] = []
  const Stub = createRoutesStub([
    {
      path: '/contact',
      Component: () => <ContactForm />,
      action: async ({ request }) => {
        sent.push(await request.formData())
        return { status: 'done' } satisfies ContactResult
      },
    },
  ])
  render(<Stub initialEntries={['/contact']} />)
  return sent
}

const field = (label: string) => screen.getByLabelText(label, { exact: false })

describe('ContactForm', () => {
  it("shows the contact form's message under each field at once on submit, focuses the first, and sends nothing", async () => {
    const sent = renderForm()
    await userEvent.type(field(labels.email), 'mei@')
    await userEvent.type(field(labels.message), 'Too short')
    // The check comes with the page: the messages are there when the tap's event has been handled.
    fireEvent.click(screen.getByRole('button', { name: contactCopy.form.submit }))
    expect(screen.getByText(contactMessages.nameRequired)).toBeInTheDocument()
    expect(field(labels.name)).toHaveAccessibleDescription(expect.stringContaining(contactMessages.nameRequired))
    expect(field(labels.email)).toHaveAccessibleDescription(expect.stringContaining(contactMessages.emailInvalid))
    expect(field(labels.subject)).toHaveAccessibleDescription(expect.stringContaining(contactMessages.subjectRequired))
    expect(field(labels.message)).toHaveAccessibleDescription(expect.stringContaining(contactMessages.messageTooShort))
    expect(field(labels.name)).toHaveAttribute('aria-invalid', 'true')
    expect(field(labels.name)).toHaveFocus()
    expect(field(labels.email)).toHaveValue('mei@')
    expect(sent).toEqual([])

    // Editing a field takes its message away.
    await userEvent.type(field(labels.name), 'Mei')
    expect(field(labels.name)).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(contactMessages.nameRequired)).toBeNull()
  })

  it('sends a valid message to the action and thanks the shopper', async () => {
    const sent = renderForm()
    await userEvent.type(field(labels.name), 'Mei Ling')
    await userEvent.type(field(labels.email), 'mei@example.com')
    await userEvent.type(field(labels.subject), 'Sheet size')
    await userEvent.type(field(labels.message), 'Which size fits a super single bed?')
    await userEvent.click(screen.getByRole('button', { name: contactCopy.form.submit }))
    expect(await screen.findByRole('heading', { name: contactCopy.thankYou.heading })).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.get('email')).toBe('mei@example.com')
  })
})
