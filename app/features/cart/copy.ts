export const cartCopy = {
  added: 'Added to cart',
  title: 'Your Cart',
  open: (count: number) => `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  close: 'Close cart',
  empty: 'Your cart is empty',
  emptyHint: 'Find the right grounding product for your home.',
  browse: 'Browse the shop',
}
