type FaqEntry = { question: string; answer: string }

/** schema.org FAQPage of every question on the page, for the head (search result rich snippets). */
export function faqPageJsonLd(questions: readonly FaqEntry[], pageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  }
}
