import { newsletter } from '#shared/shop'
import { emailMessages } from '#shared/schemas/email'

const pct = `${newsletter.discountPercent}%`

/** Copy of the newsletter band and of its outcomes (docs/product.md#newsletter: the quoted strings word for word). */
export const newsletterCopy = {
  eyebrow: 'Newsletter',
  heading: `Get ${pct} Off Your First Order`,
  body: `Subscribe for grounding tips, new products and member offers, and we'll e-mail you a ${pct} discount code.`,
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  note: `One discount code per address, sent to your inbox.`,
  outcomes: {
    success: {
      title: 'Successfully Subscribed!',
      description: `Thank you for subscribing to our newsletter. Watch your inbox for exclusive grounding tips and your ${pct} discount code.`,
    },
    invalid: { title: 'Invalid Email' },
    failed: { title: 'Subscription Failed' },
    error: { title: 'Error', description: 'Failed to subscribe. Please try again later.' },
  },
  /** The page a sign-up without JavaScript lands on. */
  /** The e-mail field's messages, by the key of the shared schema's (shared/schemas/email.ts): the page shows them in its language. */
  errors: emailMessages,
  page: {
    title: 'Newsletter',
    heading: 'Newsletter',
    back: 'Continue browsing',
  },
} as const
