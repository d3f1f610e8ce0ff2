// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { reviewMessages } from '#shared/schemas/review'
import { copyFor } from '~/lib/copy-testing'
import { toast } from '~/lib/toast'
import type { ReviewActionData, ReviewValues } from './review-action'
import { ReviewForm } from './review-form'

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }))

const { testimonialsCopy } = await copyFor('testimonials')
const copy = testimonialsCopy.form

/**
 * The form on the testimonials page, posting to the page's action; `sent` records what reached it,
 * `answer` is what the action says (thanks, unless a test says otherwise). `actionData` is the
 * answer to a post made without JavaScript, as the page hands it to the form.
 */
function renderForm({ answer, actionData }: { answer?: ReviewActionData; actionData?: ReviewActionData } = {}) {
  const sent: FormData[] = []
  const Stub = createRoutesStub([
    {
      path: '/testimonials',
      Component: () => <ReviewForm actionData={actionData} />,
      action: async ({ request }) => {
        sent.push(await request.formData())
        return answer ?? ({ status: 'done', photos: 0 } satisfies ReviewActionData)
      },
    },
  ])
  render(<Stub initialEntries={['/testimonials']} />)
  return sent
}

/** A field by its label as shown (a required one's ends in its asterisk). */
const field = (label: string) => screen.getByLabelText((text) => text.replace(/\*$/, '').trim() === label)
const star = (n: number) => screen.getByRole('radio', { name: testimonialsCopy.reviews.stars({ n }) })
const rating = () => screen.getByRole('radiogroup', { name: copy.rating })
/** The stars chosen, as the shopper reads them. */
const chosenStars = () =>
  within(rating())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'))
const submit = () => userEvent.click(screen.getByRole('button', { name: copy.submit }))

/** Fills every field but the rating with what a shopper would type. */
async function fillIn({ name = 'Mei Ling', email = 'mei@example.com', story = 'I fall asleep faster since the second week on the sheet.' } = {}) {
  await userEvent.type(field(copy.name), name)
  await userEvent.type(field(copy.email), email)
  await userEvent.selectOptions(field(copy.product), 'mat')
  await userEvent.type(field(copy.story), story)
  await userEvent.click(field(copy.permission))
}

beforeEach(() => vi.clearAllMocks())

describe('ReviewForm: the star rating', () => {
  it('is chosen by clicking a star, and another click changes it', async () => {
    renderForm()
    expect(rating()).toHaveAttribute('aria-required', 'true')
    expect(chosenStars()).toEqual([])

    // The shopper clicks the star itself (its label), not the invisible radio.
    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 4 })))
    expect(star(4)).toBeChecked()
    expect(chosenStars()).toEqual(['4'])

    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 2 })))
    expect(chosenStars()).toEqual(['2'])
  })

  it('is chosen with the keyboard: Tab reaches the stars, Space picks one, the arrows move the choice', async () => {
    renderForm()
    await userEvent.selectOptions(field(copy.product), 'sheet')
    await userEvent.tab()
    expect(star(1)).toHaveFocus()

    await userEvent.keyboard(' ')
    expect(chosenStars()).toEqual(['1'])

    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(star(3)).toHaveFocus()
    expect(chosenStars()).toEqual(['3'])

    await userEvent.keyboard('{ArrowLeft}')
    expect(star(2)).toHaveFocus()
    expect(chosenStars()).toEqual(['2'])
  })

  it('sends the stars chosen with the rest of the review, and thanks the shopper', async () => {
    const sent = renderForm()
    await fillIn()
    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 5 })))
    await submit()

    expect(await screen.findByRole('heading', { name: copy.success.title })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(copy.success.pending({ photos: 0 }))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.get('rating')).toBe('5')
    expect(sent[0]!.get('name')).toBe('Mei Ling')
    expect(sent[0]!.get('product')).toBe('mat')
    expect(sent[0]!.get('permission')).toBe('on')
  })
})

describe('ReviewForm: the messages under the fields', () => {
  it('sent empty, shows each required field its message, focuses the first, and sends nothing', async () => {
    const sent = renderForm()
    await submit()

    expect(await screen.findByText(reviewMessages.nameRequired)).toBeInTheDocument()
    expect(field(copy.name)).toHaveAccessibleDescription(reviewMessages.nameRequired)
    expect(field(copy.email)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.emailRequired))
    expect(field(copy.product)).toHaveAccessibleDescription(reviewMessages.product)
    expect(rating()).toHaveAccessibleDescription(reviewMessages.rating)
    expect(field(copy.story)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.storyTooShort))
    expect(field(copy.permission)).toHaveAccessibleDescription(reviewMessages.permission)
    for (const label of [copy.name, copy.email, copy.product, copy.story, copy.permission]) expect(field(label)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(copy.fixErrors)).toBeInTheDocument()
    expect(field(copy.name)).toHaveFocus()
    // Photos are optional: no message.
    expect(field(copy.photos)).not.toHaveAttribute('aria-invalid')
    expect(sent).toEqual([])
  })

  it('sent invalid, names what is wrong, keeps what was typed, and takes each message away once fixed', async () => {
    const sent = renderForm()
    await fillIn({ email: 'mei@', story: 'Too short.' })
    await submit()

    expect(await screen.findByText(reviewMessages.emailInvalid)).toBeInTheDocument()
    expect(field(copy.email)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.emailInvalid))
    expect(field(copy.story)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.storyTooShort))
    expect(rating()).toHaveAccessibleDescription(reviewMessages.rating)
    expect(field(copy.name)).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(reviewMessages.nameRequired)).toBeNull()
    expect(field(copy.email)).toHaveFocus()
    // Nothing typed is lost.
    expect(field(copy.name)).toHaveValue('Mei Ling')
    expect(field(copy.email)).toHaveValue('mei@')
    expect(field(copy.product)).toHaveValue('mat')
    expect(field(copy.story)).toHaveValue('Too short.')
    expect(field(copy.permission)).toBeChecked()
    expect(sent).toEqual([])

    // Correcting a field takes its message away, the others stay until fixed.
    await userEvent.type(field(copy.email), 'example.com')
    expect(screen.queryByText(reviewMessages.emailInvalid)).toBeNull()
    expect(field(copy.email)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(reviewMessages.storyTooShort)).toBeInTheDocument()
    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 3 })))
    expect(screen.queryByText(reviewMessages.rating)).toBeNull()
    await userEvent.type(field(copy.story), ' The sheet helped me sleep.')
    expect(screen.queryByText(reviewMessages.storyTooShort)).toBeNull()
    expect(screen.queryByText(copy.fixErrors)).toBeNull()

    await submit()
    expect(await screen.findByRole('heading', { name: copy.success.title })).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.get('email')).toBe('mei@example.com')
    expect(sent[0]!.get('rating')).toBe('3')
  })

  it('shows a message the action found under its field, and keeps what was typed', async () => {
    const photoMessage = reviewMessages.photoNotImage('sheet.jpg')
    renderForm({
      answer: { status: 'invalid', fieldErrors: { photos: photoMessage }, values: typed, photosDropped: false },
    })
    await fillIn()
    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 4 })))
    await submit()

    expect(await screen.findByText(photoMessage)).toBeInTheDocument()
    expect(field(copy.photos)).toHaveAccessibleDescription(expect.stringContaining(photoMessage))
    expect(field(copy.photos)).toHaveFocus()
    expect(field(copy.name)).toHaveValue('Mei Ling')
    expect(field(copy.story)).toHaveValue('I fall asleep faster since the second week on the sheet.')
    expect(chosenStars()).toEqual(['4'])
    expect(screen.queryByRole('heading', { name: copy.success.title })).toBeNull()
  })

  it('says so when the review could not be sent, and keeps the form as it was', async () => {
    renderForm({ answer: { status: 'failed', message: null, values: typed, photosDropped: false } })
    await fillIn()
    await userEvent.click(screen.getByText(testimonialsCopy.reviews.stars({ n: 4 })))
    await submit()

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(copy.failure.title, { description: copy.failure.description }), { timeout: 120_000 })
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled()
    expect(field(copy.name)).toHaveValue('Mei Ling')
    expect(chosenStars()).toEqual(['4'])
  })
})

/** What the shopper had typed, as the action sends it back. */
const typed: ReviewValues = {
  name: 'Mei Ling',
  email: 'mei@',
  product: 'kit',
  rating: '4',
  story: 'Too short.',
  permission: true,
}

describe('ReviewForm: the answer to a post made without JavaScript', () => {
  it('shows the messages with everything typed filled in again, and asks for the photos again', () => {
    renderForm({
      actionData: {
        status: 'invalid',
        fieldErrors: { email: reviewMessages.emailInvalid, story: reviewMessages.storyTooShort },
        values: typed,
        photosDropped: true,
      },
    })

    expect(field(copy.name)).toHaveValue('Mei Ling')
    expect(field(copy.email)).toHaveValue('mei@')
    expect(field(copy.product)).toHaveValue('kit')
    expect(field(copy.story)).toHaveValue('Too short.')
    expect(field(copy.permission)).toBeChecked()
    expect(chosenStars()).toEqual(['4'])
    expect(field(copy.email)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.emailInvalid))
    expect(field(copy.story)).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.storyTooShort))
    expect(field(copy.name)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(copy.photosAgain)).toBeInTheDocument()
  })

  it('shows the failure above the form, with what was typed', () => {
    renderForm({ actionData: { status: 'failed', message: null, values: typed, photosDropped: false } })

    expect(screen.getByRole('alert')).toHaveTextContent(copy.failure.title)
    expect(screen.getByRole('alert')).toHaveTextContent(copy.failure.description)
    expect(field(copy.name)).toHaveValue('Mei Ling')
    expect(chosenStars()).toEqual(['4'])
    expect(screen.queryByText(copy.photosAgain)).toBeNull()
  })
})
