/** How long the interface waits or shows things (SPEC's figures). */

export const menuTiming = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const

export const faqTiming = {
  copyConfirmationMs: 2000,
  hashScrollDelayMs: 100,
} as const

export const contactTiming = {
  /** The Thank You panel replaces the form this long after a message is sent. */
  successPanelMs: 5000,
} as const
