import { describe, expect, it } from 'vitest'
import { faqQuestions } from '~/content/faq'
import { faqPageJsonLd } from './faq-structured-data'

describe('faqPageJsonLd', () => {
  it('is a FAQPage with every question and its answer, and survives JSON', () => {
    const data = JSON.parse(JSON.stringify(faqPageJsonLd(faqQuestions, 'https://shop.example.sg/faq')))
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')
    expect(data.url).toBe('https://shop.example.sg/faq')
    expect(data.mainEntity).toHaveLength(faqQuestions.length)
    faqQuestions.forEach((q, i) => {
      expect(data.mainEntity[i]).toEqual({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })
    })
  })

  it('says the language it is in', () => {
    expect(faqPageJsonLd(faqQuestions, 'https://shop.example.sg/zh-hk/faq', 'zh-HK')).toMatchObject({ inLanguage: 'zh-HK' })
    expect(faqPageJsonLd(faqQuestions)).not.toHaveProperty('inLanguage')
  })
})
