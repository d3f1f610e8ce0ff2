// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { emailMessages } from '#shared/schemas/email'
import { defaultMarket } from '#shared/markets'
import type * as backInStock from '~/content/back-in-stock'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import { CopyProvider } from '~/i18n/use-copy'
import { BackInStockForm } from './back-in-stock-form'
import type { BackInStockResult } from './result'

const variant = { id: 'gid://shopify/ProductVariant/100509', title: 'Long (200 x 66 cm) / Ocean' }
const target = { variantId: variant.id, productHandle: 'earthing-yoga-mat' }
const sentCopy = await pageCopy(defaultMarket, ['back-in-stock'])
const { backInStockCopy: copy } = localize<typeof backInStock>('en-SG', sentCopy['back-in-stock'])

/**
 * The form on a product page (in the localization of `prefix`, `/id-id`); `sent` records what
 * reached that localization's /back-in-stock action, which answers `answer`.
 */
function renderForm(answer: (email: string) => BackInStockResult = (email) => ({ status: 'done', email, ...target }), prefix = '') {
  const sent: Record<string, FormDataEntryValue>[] = []
  const Stub = createRoutesStub([
    {
      path: `${prefix}/product/earthing-yoga-mat`,
      Component: () => (
        <CopyProvider copy={sentCopy} locale="en-SG">
          <BackInStockForm productHandle="earthing-yoga-mat" variant={variant} option={variant.title} />
        </CopyProvider>
      ),
    },
    {
      path: `${prefix}/back-in-stock`,
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData())
        sent.push(form)
        return answer(String(form.email))
      },
    },
  ])
  render(<Stub initialEntries={[`${prefix}/product/earthing-yoga-mat`]} />)
  return sent
}

const email = () => screen.getByRole('textbox', { name: copy.emailLabel })
const submit = () => userEvent.click(screen.getByRole('button', { name: copy.submit }))

describe('BackInStockForm', () => {
  it('names the sold-out option, with the consent line and the privacy policy beside the field', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: copy.heading })).toBeInTheDocument()
    expect(screen.getByText(copy.body({ option: variant.title }))).toBeInTheDocument()
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(copy.consent))
    expect(screen.getByRole('link', { name: copy.privacyLink.label })).toHaveAttribute('href', '/privacy-policy')
  })

  it("refuses an address that is not one with the schema's message, and sends nothing", async () => {
    const sent = renderForm()
    await userEvent.type(email(), 'a@b')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(emailMessages.invalid)
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  it("sends it to the page's own localization, whose language the mail is written in", async () => {
    const sent = renderForm(undefined, '/id-id')
    await userEvent.type(email(), 'ayu@example.com')
    await submit()
    await screen.findByRole('status')
    expect(sent).toEqual([expect.objectContaining({ email: 'ayu@example.com' })])
  })

  it('sends the address with the variant and product, and says where the mail will go', async () => {
    const sent = renderForm()
    await userEvent.type(email(), 'mei@example.com')
    await submit()
    expect(await screen.findByRole('status')).toHaveTextContent(copy.outcomes.success.description({ email: 'mei@example.com' }))
    expect(screen.getByText(copy.outcomes.success.title)).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'mei@example.com', ...target }])
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it("shows the function's refusal and keeps what was typed", async () => {
    const sent = renderForm(() => ({
      status: 'failed',
      message: 'Too many requests. Please try again later.',
      values: { email: 'mei@example.com' },
      ...target,
    }))
    await userEvent.type(email(), 'mei@example.com')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.')
    expect(email()).toHaveValue('mei@example.com')
    expect(sent).toHaveLength(1)
  })
})
