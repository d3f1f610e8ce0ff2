import { describe, expect, it } from 'vitest'
import { saleOf } from '~/lib/money'
import { cardPrice, hasSale, salesFirst } from './sales'
import { moneyAmount } from '#shared/money'

const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' })
const v = (price: string, compareAt: string | null = null, availableForSale = true) => ({
  price: sgd(price),
  compareAtPrice: compareAt ? sgd(compareAt) : null,
  availableForSale,
})
const product = (title: string, variants: ReturnType<typeof v>[]) => ({
  title,
  variants,
  priceRange: { minVariantPrice: sgd(moneyAmount(Math.min(...variants.map((x) => Number(x.price.amount))))) },
})

describe('a sale', () => {
  it('is a compare-at price above the price, with the saving to the cent', () => {
    expect(saleOf(sgd('149.00'), sgd('189.00'))).toEqual({ was: sgd('189.00'), saving: sgd('40.00') })
    expect(saleOf(sgd('0.10'), sgd('0.30'))?.saving).toEqual(sgd('0.20'))
    expect(saleOf(sgd('149.00'), sgd('149.00'))).toBeNull()
    expect(saleOf(sgd('149.00'), sgd('99.00'))).toBeNull()
    expect(saleOf(sgd('149.00'), null)).toBeNull()
    expect(saleOf(sgd('149.00'), { amount: '189.00', currencyCode: 'USD' })).toBeNull()
    expect(saleOf(sgd('149.00'), sgd('not money'))).toBeNull()
  })
})

describe('sale listings', () => {
  const plain = product('Plain', [v('20.00')])
  const onSale = product('On sale', [v('20.00'), v('30.00', '40.00')])
  const soldOutSale = product('Sold-out sale', [v('30.00', '40.00', false)])

  it('counts a product on sale when a variant on sale can be bought', () => {
    expect([plain, onSale, soldOutSale].map(hasSale)).toEqual([false, true, false])
  })

  it('puts what is on sale first and keeps the order within each part', () => {
    const other = product('Other sale', [v('5.00', '6.00')])
    const card = (p: ReturnType<typeof product>) => ({ title: p.title, onSale: hasSale(p) })
    expect(salesFirst([plain, onSale, soldOutSale, other].map(card)).map((p) => p.title)).toEqual(['On sale', 'Other sale', 'Plain', 'Sold-out sale'])
  })

  it('shows on a card the lowest price one can buy at, “from” when those prices differ, with the was-price of a sale at that price', () => {
    expect(cardPrice(onSale)).toEqual({ price: sgd('20.00'), compareAt: null, from: true, onSale: false })
    expect(cardPrice(product('Kit', [v('199.00', '229.00'), v('219.00', '249.00')]))).toEqual({
      price: sgd('199.00'),
      compareAt: sgd('229.00'),
      from: true,
      onSale: true,
    })
    expect(cardPrice(product('One', [v('25.00', '32.00')]))).toEqual({ price: sgd('25.00'), compareAt: sgd('32.00'), from: false, onSale: true })
  })

  it('leaves out sold-out variants: the fitted sheet whose Single is sold out is SGD 159, not “From SGD 129”', () => {
    const fitted = product('Fitted', [v('129.00', null, false), v('159.00'), v('179.00', null, false)])
    expect(cardPrice(fitted)).toEqual({ price: sgd('159.00'), compareAt: null, from: false, onSale: false })
    // A sale on a sold-out size is no saving the shopper can have.
    const soldOutSale = product('Mat', [v('20.00', '30.00', false), v('25.00')])
    expect(cardPrice(soldOutSale)).toEqual({ price: sgd('25.00'), compareAt: null, from: false, onSale: false })
  })

  it('shows a Sale only where the price shown is a sale, with the saving beside it', () => {
    // The dearer size is on sale, the cheapest is not: “From SGD 20.00” and no badge.
    expect(cardPrice(onSale).onSale).toBe(false)
    expect(cardPrice(product('Both', [v('20.00', '25.00'), v('30.00')]))).toMatchObject({ compareAt: sgd('25.00'), onSale: true })
  })

  it('when every variant is sold out, shows the lowest of all, with no sale', () => {
    expect(cardPrice(product('Gone', [v('49.00', '59.00', false), v('39.00', null, false)]))).toEqual({
      price: sgd('39.00'),
      compareAt: null,
      from: true,
      onSale: false,
    })
  })
})
