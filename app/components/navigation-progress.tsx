import { useNavigation } from 'react-router'

/**
 * While the next page loads (its data comes from the server), a bar runs along the top edge and
 * a small spinner turns, so a slow store never looks like a dead click.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  return (
    <div aria-hidden="true" data-testid="navigation-progress" className="pointer-events-none fixed inset-x-0 top-0 z-[70]">
      <div className="h-1 w-full animate-pulse bg-accent-500" />
      <span className="absolute top-3 right-3 size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600" />
    </div>
  )
}
