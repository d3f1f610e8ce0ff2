import { describe, expect, it } from 'vitest'
import { faqCategories, faqQuestions } from '~/content/faq'
import { faqPage } from './faq-page.server'

/** A client-side visit's data request: the HTML goes with the data. */
const SITE = 'https://shop.test'
const visit = (query: string) => faqPage({ siteUrl: SITE }, query) as { header: string; body: string; status: string }
const questionIds = (html: string) => [...html.matchAll(/<details name="faq" id="([^"]+)"/g)].map((m) => m[1])

describe('faqPage', () => {
  it('renders every question by category, with the chips and the popular questions, when nothing is searched', () => {
    const page = visit('')
    expect(questionIds(page.body)).toEqual(faqCategories.flatMap((c) => faqQuestions.filter((q) => q.category === c.id).map((q) => q.id)))
    expect(page.body.match(/href="#category-/g)).toHaveLength(faqCategories.length)
    expect(page.body).toContain('Most Popular Questions This Week')
    expect(page.status).toBe('')
    expect(page.header).toMatch(/<input id="faq-search" type="search"[^>]* name="q" value=""\/>/)
  })

  it("renders the search's answers, highlighted, its result line and the query in the field", () => {
    const page = visit('Resistor')
    const found = faqQuestions.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes('resistor'))
    expect(questionIds(page.body)).toEqual(expect.arrayContaining(found.map((q) => q.id)))
    expect(questionIds(page.body)).toHaveLength(found.length)
    expect(page.body).toMatch(/<mark[^>]*>resistor<\/mark>/)
    expect(page.body).not.toContain('Most Popular Questions This Week')
    expect(page.status).toBe(`${found.length} questions match “Resistor”`)
    expect(page.header).toContain('value="Resistor"')
    expect(page.header).toContain(`>${page.status}</p>`)
  })

  it('offers to clear a search that finds nothing, as an empty GET form', () => {
    const page = visit('zebra crossing')
    expect(questionIds(page.body)).toEqual([])
    expect(page.body).toContain('No results found')
    expect(page.body).toMatch(/<form action="\/faq" method="get"><button type="submit"[^>]*>Clear search<\/button><\/form>/)
    expect(page.body).not.toContain('href="#category-')
    expect(page.status).toBe('No questions match “zebra crossing”')
  })

  it("gives every question the buttons the browser's listeners answer", () => {
    const { body } = visit('')
    expect(body.match(/data-helpful="yes"/g)).toHaveLength(faqQuestions.length)
    expect(body.match(/data-helpful="no"/g)).toHaveLength(faqQuestions.length)
    expect(body.match(/data-copy-link=""/g)).toHaveLength(faqQuestions.length)
    expect(body).toContain(`aria-label="Copy link: ${faqQuestions[0]!.question.replace(/'/g, '&#x27;')}"`)
  })

  it("leaves the HTML out of the data of the page's own request, whose document takes it from the request", () => {
    const documentMarkup = new Map<string, string>()
    const own = faqPage({ documentMarkup, siteUrl: SITE }, 'wash')
    const data = visit('wash')
    expect(own).toEqual({ header: null, body: null, status: data.status })
    expect(documentMarkup.get('faq-body')).toBe(data.body)
    // The document's header carries the FAQPage structured data too; a client-side visit's does not.
    const [structuredData, header] = documentMarkup.get('faq-header')!.split(/(?<=<\/script>)/)
    expect(header).toBe(data.header)
    expect(data.header).not.toContain('application/ld+json')
    expect(JSON.parse(structuredData!.replace(/^<script[^>]*>|<\/script>$/g, ''))).toMatchObject({ '@type': 'FAQPage', url: `${SITE}/faq` })
  })
})
