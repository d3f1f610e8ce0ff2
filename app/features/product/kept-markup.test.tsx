// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type Section, useKeptMarkup } from './kept-markup'

describe('useKeptMarkup', () => {
  it('keeps the markup shown while new data brings the same, and takes markup that changed', () => {
    const { result, rerender } = renderHook((section: Section) => useKeptMarkup(section), { initialProps: { html: null, digest: 'a' } as Section })
    // The page's own request: the document has the markup.
    expect(result.current).toBeNull()
    // A variant chosen: the same markup comes as a string, and the document's is kept.
    rerender({ html: '<p>A</p>', digest: 'a' })
    expect(result.current).toBeNull()
    rerender({ html: '<p>B</p>', digest: 'b' })
    expect(result.current).toBe('<p>B</p>')
    rerender({ html: '<p>B</p>', digest: 'b' })
    expect(result.current).toBe('<p>B</p>')
  })
})
