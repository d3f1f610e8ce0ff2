import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* The router's updates render at once, not as transitions (decision 110 (096)). */}
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  )
})
