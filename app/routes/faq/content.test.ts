import { describe, expect, it } from 'vitest'
import { faqCategories, faqQuestions } from '~/content/faq'
import { faqRelatedQuestions } from '~/content/faq-related'
import { catalogue, returns } from '#shared/shop'
import { claims } from '~/content/claims'

describe('FAQ content', () => {
  it('has the six categories of the FAQ, each with an icon and a colour of its own', () => {
    expect(faqCategories.map((c) => c.title)).toEqual([
      'Basics of Grounding',
      'Safety & Reliability',
      'Usage & Setup',
      'Practical Everyday Questions',
      'Sizes, Orders & Delivery',
      'Health Benefits & Science',
    ])
    for (const c of faqCategories) {
      expect(c.icon).toBeTruthy()
      expect(c.colour).toBeTruthy()
    }
    expect(new Set(faqCategories.map((c) => c.colour)).size).toBe(faqCategories.length)
    expect(new Set(faqCategories.map((c) => c.icon)).size).toBe(faqCategories.length)
  })

  it('has about 30 questions with unique readable slug ids, spread over every category', () => {
    expect(faqQuestions.length).toBeGreaterThanOrEqual(28)
    expect(faqQuestions.length).toBeLessThanOrEqual(36)
    const ids = faqQuestions.map((q) => q.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    for (const c of faqCategories) expect(faqQuestions.filter((q) => q.category === c.id).length).toBeGreaterThanOrEqual(5)
  })

  it('relates questions only to other existing questions', () => {
    const ids = new Set(faqQuestions.map((q) => q.id))
    expect(Object.keys(faqRelatedQuestions).sort()).toEqual([...ids].sort())
    for (const q of faqQuestions) {
      expect(faqRelatedQuestions[q.id]!.length).toBeGreaterThan(0)
      for (const related of faqRelatedQuestions[q.id]!) {
        expect(ids.has(related), `${q.id} → ${related}`).toBe(true)
        expect(related).not.toBe(q.id)
      }
    }
  })

  it('has distinct view counts (a stable top 5) and a support prompt on exactly three questions', () => {
    const views = faqQuestions.map((q) => q.views)
    expect(new Set(views).size).toBe(views.length)
    expect(views.every((v) => Number.isInteger(v) && v > 0)).toBe(true)
    expect(faqQuestions.filter((q) => q.supportPrompt)).toHaveLength(3)
  })

  it("quotes the shop's figures", () => {
    const text = faqQuestions.map((q) => `${q.question} ${q.answer}`).join('\n')
    expect(text).toContain(catalogue.resistorOhms)
    expect(text).toContain(catalogue.productLife.sheets)
    expect(text).toContain(catalogue.productLife.mats)
    expect(text).toContain(`${returns.warrantyMonths}-month`)
    expect(text).toContain(claims.resultsWindow)
    expect(text.toLowerCase()).toContain('ground tester included with every purchase')
  })

  it('never claims to diagnose, treat, cure or prevent disease', () => {
    const negation = /not intended to diagnose, treat, cure or prevent any disease/gi
    for (const q of faqQuestions) {
      const text = `${q.question} ${q.answer}`.replace(negation, '')
      expect(text, q.id).not.toMatch(/\b(diagnos(e|es|is|ing)|cur(e|es|ed|ing)|treats?|treating|prevents?|preventing|heals?|healing)\b/i)
    }
  })
})
