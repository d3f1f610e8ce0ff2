/**
 * What a question of the FAQ says once it is used ('Was this helpful?', copy link). Apart from the
 * rest of the page's copy, which the server renders: the browser loads this with the code that
 * answers those buttons, on their first use.
 */
export const faqFeedbackCopy = {
  copyLink: 'Copy link',
  linkCopied: 'Link copied to clipboard!',
  linkCopiedLabel: 'Link copied',
  copyFailed: 'Could not copy the link',
  helpfulToast: 'Thanks for your feedback!',
  notHelpfulToast: "Thanks for letting us know. We'll improve this answer.",
  helpfulThanks: 'Glad it helped. Thank you for your feedback!',
  notHelpfulThanks: "Thank you. We'll use your feedback to improve this answer.",
} as const
