import { describe, expect, it } from 'vitest'
import { defaultMarket, localizations } from '#shared/markets'
import { copyModule, pageCopy } from './catalogue.server'
import { formatMessage } from '#shared/format-message'
import { localize } from './format'
import { type Message, message } from '#shared/message'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

const inLocale = (locale: string) => localizations.find((l) => l.locale === locale)!

describe("a page's copy, as the loaders send it", () => {
  it("is the translation's in a market's own language and English's elsewhere", async () => {
    expect(await copyModule(inLocale('id-ID'), 'markets')).toMatchObject({ marketCopy: { submit: 'Perbarui' } })
    expect(await copyModule(inLocale('zh-HK'), 'markets')).toMatchObject({ marketCopy: { submit: '更新' } })
    expect(await copyModule(inLocale('en-ID'), 'markets')).toMatchObject({ marketCopy: { submit: 'Update' } })
    expect(await copyModule(defaultMarket, 'markets')).toMatchObject({ marketCopy: { submit: 'Update' } })
  })

  it('sends text as it is and messages compiled, and is formatted in the page with their values', async () => {
    const { markets } = (await pageCopy(inLocale('ms-MY'), ['markets'])) as { markets: { marketCopy: Record<string, unknown> } }
    expect(markets.marketCopy.submit).toBe('Kemas kini')
    expect(markets.marketCopy.accept).toEqual({ compiled: compileMessageOrThrow('Beli di {name}') })
    // What the loader sends survives the trip as JSON.
    const sent = JSON.parse(JSON.stringify(markets)) as typeof markets
    const copy = localize<{ marketCopy: { accept: Message<{ name: string }> } }>('ms-MY', sent)
    expect(copy.marketCopy.accept({ name: 'Singapura' })).toBe('Beli di Singapura')
    // The same module object gives the same functions: memoised components see no change.
    expect(localize('ms-MY', sent)).toBe(copy)
  })

  it("words plurals and numbers by the page's locale", () => {
    const items = { compiled: compileMessageOrThrow(message('{count, plural, one {# item} other {# items}}').icu) }
    expect(formatMessage('en-SG', items, { count: 1 })).toBe('1 item')
    expect(formatMessage('en-SG', items, { count: 1200 })).toBe('1,200 items')
    expect(formatMessage('id-ID', { compiled: compileMessageOrThrow('{count, plural, other {# barang}}') }, { count: 1200 })).toBe('1.200 barang')
  })
})
