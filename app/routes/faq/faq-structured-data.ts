/** The FAQ page's schema.org document, for search results' rich snippets. */

/** Questions and answers as an FAQPage, in `inLanguage` (BCP 47); `pageUrl` names the page when it is the FAQ itself. */
export function faqPageJsonLd(questions: readonly { question: string; answer: string }[], pageUrl?: string, inLanguage?: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}

/**
 * A document as the text of an inline `<script type="application/ld+json">`: `<`, `>` and `&`
 * escaped, so no text of the data can close the element or open another.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
