/** How long the FAQ waits before scrolling to a linked question, and shows the copied-link check mark (docs/product.md#faq). */
export const faqTiming = {
  copyConfirmationMs: 2000,
  hashScrollDelayMs: 100,
  /**
   * How long after typing stops the search asks for its answers: one request and one URL
   * (replaced, never pushed) per pause rather than per keystroke.
   */
  searchDelayMs: 300,
} as const
