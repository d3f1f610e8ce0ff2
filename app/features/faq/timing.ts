/** How long the FAQ waits before scrolling to a linked question, and shows the copied-link check mark (SPEC §4). */
export const faqTiming = {
  copyConfirmationMs: 2000,
  hashScrollDelayMs: 100,
} as const
