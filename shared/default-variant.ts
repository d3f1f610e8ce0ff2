/**
 * Shopify's title for the one variant of a product without options (option `Title`, value
 * `Default Title`): a placeholder, never shown. Shopify answers it untranslated in every language
 * (the option's name may be translated; this value and the variant's title are not), so these words
 * alone recognise it, whatever language the store answers in.
 */
export const DEFAULT_VARIANT_TITLE = 'Default Title'

/** A variant's title as a shopper is shown it beside its product's: none for Shopify's placeholder. */
export const shownVariantTitle = (title: string | null | undefined): string | null => (title && title !== DEFAULT_VARIANT_TITLE ? title : null)
