import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// The server's HTML is complete: let the browser paint it first, then hydrate (after the next
// frame), so a slow device shows the page without waiting for React. A hidden tab paints no
// frames, so it hydrates at once.
if (document.visibilityState === 'hidden') hydrate()
else requestAnimationFrame(() => setTimeout(hydrate, 0))
