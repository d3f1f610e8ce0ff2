import { message } from '#shared/message'
/**
 * The words of a product card and grid, apart from the rest of the catalogue's copy: the home page
 * shows cards, and its first-visit script should not carry every listing's wording.
 */

export const gridCopy = {
  empty: 'No products found',
  loading: 'Loading products',
}

export const cardCopy = {
  add: 'Add',
  addLabel: message<{ title: string }>('Add {title} to cart'),
  choose: 'Choose options',
  chooseLabel: message<{ title: string }>('Choose options for {title}'),
  soldOut: 'Sold out',
  onSale: 'Sale',
}

export const priceCopy = {
  from: 'From',
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
  save: message<{ amount: string }>('Save {amount}'),
}

export const storeNoticeCopy = {
  paymentRequiredTitle: 'Shopify: Payment required',
  paymentRequiredBody: 'Shopify API access requires an active billing plan. Please ask the shop owner to check the store’s plan.',
}

/** The toast a listing's notice from the store shows, if any: the store asked for payment (HTTP 402). */
export const storeNoticeToast = (notice: string | null) =>
  notice === 'payment-required' ? { title: storeNoticeCopy.paymentRequiredTitle, description: storeNoticeCopy.paymentRequiredBody } : null
