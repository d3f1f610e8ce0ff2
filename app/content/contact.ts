import { contact, contactForm, shipping } from '#shared/shop'
import { contactMessages } from '#shared/schemas/contact'

/** Copy of the contact page (docs/product.md#contact: the quoted strings word for word). */
export const contactCopy = {
  cards: {
    email: { title: 'Email Us', body: 'Write to us any time.', action: contact.email, href: `mailto:${contact.email}` },
    phone: { title: 'Call Us', body: contact.phoneHours, action: contact.phone, href: contact.phoneHref },
    response: { title: 'Response Time', body: `We reply within ${contact.responseTime}.` },
    faq: { title: 'FAQ', body: 'Many answers are already waiting for you.', action: 'Browse the FAQ', href: '/faq' },
  },
  form: {
    heading: 'Send Us a Message',
    intro: 'Fields marked * are required.',
    labels: { name: 'Name', email: 'Email', phone: 'Phone (optional)', subject: 'Subject', message: 'Message' },
    placeholders: {
      name: 'Your full name',
      email: 'you@example.com',
      phone: '+65 9123 4567',
      subject: 'What is it about?',
      message: 'How can we help?',
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    messageHint: `${contactForm.limits.messageMin} to ${contactForm.limits.messageMax} characters.`,
  },
  success: {
    title: 'Message sent successfully!',
    description: `We'll get back to you within ${shipping.supportResponseHours} hours.`,
  },
  failure: {
    title: 'Something went wrong',
    description: 'Please try again or contact us directly via email.',
  },
  thankYou: {
    heading: 'Thank You',
    body: `Your message is on its way to our team. We'll get back to you within ${contact.responseTime}.`,
    again: 'Send Another Message',
  },
  /** The form's field messages, by the key of the shared schema's (shared/schemas/contact.ts): the page shows them in its language. */
  errors: contactMessages,
  tips: {
    heading: 'To help us help you faster, include:',
    items: ['Your order number, if you have one', 'The product details (name, size, colour)', 'A description of the issue or question'],
  },
} as const
