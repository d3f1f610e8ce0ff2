import { describe, expect, it } from 'vitest'
import { formatMoney, moneyAmount, moneyOf } from './money'

describe('money', () => {
  it('writes an amount as the Storefront API does: two decimals, no grouping', () => {
    expect(moneyAmount(149)).toBe('149.00')
    expect(moneyAmount(1_900_000)).toBe('1900000.00')
    expect(moneyAmount(12.345)).toBe('12.35')
    expect(moneyAmount(0.1 + 0.2)).toBe('0.30')
    expect(moneyOf(5, 'SGD')).toEqual({ amount: '5.00', currencyCode: 'SGD' })
  })

  it('never writes a negative zero or NaN', () => {
    expect(moneyAmount(-0)).toBe('0.00')
    expect(moneyAmount(Number.NaN)).toBe('0.00')
    expect(moneyAmount(-2.5)).toBe('-2.50')
  })

  it('shows the currency code, then the amount; USD when a price carries none, 0 for what is not a number', () => {
    expect(formatMoney({ amount: '149.0', currencyCode: 'SGD' })).toBe('SGD 149.00')
    expect(formatMoney({ amount: 480, currencyCode: 'MYR' })).toBe('MYR 480.00')
    expect(formatMoney({ amount: '12' })).toBe('USD 12.00')
    expect(formatMoney({ amount: 'abc', currencyCode: 'SGD' })).toBe('SGD 0.00')
    expect(formatMoney({ amount: Infinity, currencyCode: 'SGD' })).toBe('SGD 0.00')
    expect(formatMoney(null)).toBe('USD 0.00')
  })
})

describe('money in the markets’ languages', () => {
  it('keeps the code and two decimals, with the separators Intl gives the language', () => {
    for (const locale of ['id-ID', 'ms-MY', 'zh-HK', 'zh-SG']) {
      const digits = (1_900_000.5).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      expect(formatMoney({ amount: '1900000.50', currencyCode: 'IDR' }, locale)).toBe(`IDR ${digits}`)
    }
    expect(formatMoney({ amount: '1900000', currencyCode: 'IDR' }, 'id-ID')).toBe('IDR 1.900.000,00')
    expect(formatMoney({ amount: '1299', currencyCode: 'MYR' }, 'ms-MY')).toBe('MYR 1,299.00')
    expect(formatMoney({ amount: 'abc', currencyCode: 'HKD' }, 'zh-HK')).toBe('HKD 0.00')
  })

  it('writes English as the Storefront API does, in every English market', () => {
    expect(formatMoney({ amount: '1900000', currencyCode: 'IDR' }, 'en-ID')).toBe('IDR 1900000.00')
    expect(formatMoney({ amount: '149', currencyCode: 'SGD' }, 'en-SG')).toBe('SGD 149.00')
  })
})
