import { useState } from 'react'

/** A section of server-only markup rendered for a request: its HTML (null when the document has it, `requestMarkup`) and a digest of it. */
export type Section = { html: string | null; digest: string }

/**
 * The HTML to give a section's `ServerMarkup`: the markup it shows already, for as long as new data
 * brings the same (its digest unchanged), so React leaves its elements alone. A variant chosen
 * renders every section again on the server; only the picker's changes, so the gallery keeps its
 * slide, loaded images stay and focus stays where it is.
 */
export function useKeptMarkup(section: Section): string | null {
  const [shown, setShown] = useState(section)
  if (shown.digest === section.digest) return shown.html
  // New markup: shown at once, and kept from now on.
  setShown(section)
  return section.html
}
