import { emailMessages } from '#shared/schemas/email'
import { message } from '#shared/message'

/** Copy of the product page's "Email me when it's back" and of its outcomes. */
export const backInStockCopy = {
  heading: 'Email me when it’s back',
  /** The chosen option, by its name in the page's language, is sold out. */
  body: message<{ option: string }>('{option} is sold out. Leave your e-mail and we’ll write once, when it’s back in stock.'),
  /** A product without options is sold out. */
  soldOut: 'Sold out for now. Leave your e-mail and we’ll write once, when it’s back in stock.',
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  submit: 'Notify me',
  submitting: 'Sending...',
  consent: 'We use your address only to tell you this item is back, once; then we forget the request. No newsletter unless you sign up for it.',
  privacyLink: { label: 'Privacy Policy', to: '/privacy-policy' },
  outcomes: {
    success: {
      title: 'You’re on the list',
      description: message<{ email: string }>('We’ll e-mail {email} once, when it’s back in stock.'),
    },
    invalid: { title: 'Invalid Email' },
    /** The option was bought back in while the page was open, or is not this product's. */
    forSale: 'Good news: this option is for sale again. Add it to your cart above.',
    unknown: 'Choose a product option that is sold out.',
    failed: { title: 'Request Failed' },
    error: { title: 'Error', description: 'We could not save your request. Please try again later.' },
  },
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts): the page shows them in its language. */
  errors: emailMessages,
  /** The page a request without JavaScript lands on. */
  page: {
    title: 'Back in stock',
    back: 'Back to the product',
  },
} as const
