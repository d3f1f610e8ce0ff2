import { ListingToolbar, Pagination } from './listing-controls'
import type { ListingResult } from './listing.server'
import { ProductList } from './product-grid'

/** A whole listing page's products, in the server's HTML: count and order, the grid, the page links. */
export function Listing({ result, label }: { result: ListingResult; label: string }) {
  return (
    <>
      <ListingToolbar result={result} />
      <ProductList result={result} label={label} />
      <Pagination result={result} />
    </>
  )
}
