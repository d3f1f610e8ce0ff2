import { describe, expect, it } from 'vitest'
import { localizations } from '#shared/markets'
import { copyModule } from '~/i18n/catalogue.server'
import { faqAnswers } from './answers'

const ids = (query: string) => faqAnswers(query).map((a) => a.id)

describe("the FAQ's answers to a product search", () => {
  it('finds the question a shopper asks in their own words, the question ranking above answers that mention it', () => {
    expect(ids('is it safe')[0]).toBe('is-grounding-safe')
    expect(ids('thunderstorm')).toEqual(['can-i-use-it-during-a-thunderstorm'])
    expect(ids('warranty')[0]).toBe('what-does-the-warranty-cover')
  })

  it('forgives one typo in a word of five letters or more, and reads a word by its start', () => {
    expect(ids('warrenty')[0]).toBe('what-does-the-warranty-cover')
    expect(ids('thunder')).toEqual(['can-i-use-it-during-a-thunderstorm'])
  })

  it('answers nothing for stop words alone or words it does not hold, and at most three', () => {
    expect(faqAnswers('is it')).toEqual([])
    expect(faqAnswers('unicorn')).toEqual([])
    expect(faqAnswers('grounding').length).toBe(3)
  })

  it('gives each answer its anchor, its question and a short excerpt', () => {
    const [answer] = faqAnswers('is it safe')
    expect(answer).toMatchObject({ id: 'is-grounding-safe', question: 'Is grounding safe?' })
    expect(answer!.excerpt.length).toBeLessThanOrEqual(141)
  })

  it("answers in the page's language, from its own questions, Chinese matched within its unspaced text", async () => {
    const questionsIn = async (locale: string) =>
      (
        await copyModule(
          localizations.find((l) => l.locale === locale)!,
          'faq',
        )
      ).faqQuestions
    const [id] = faqAnswers('apakah aman', 3, await questionsIn('id-ID'))
    expect(id).toMatchObject({ id: 'is-grounding-safe', question: 'Apakah grounding aman?' })
    expect(faqAnswers('安全', 3, await questionsIn('zh-HK'))[0]).toMatchObject({ id: 'is-grounding-safe', question: '接地安全嗎？' })
    expect(faqAnswers('行雷', 3, await questionsIn('zh-HK')).map((a) => a.id)).toContain('can-i-use-it-during-a-thunderstorm')
  })
})
