import { createElement } from 'react'
import type { Scene } from '~/content/testimonials-scenes'

/** A drawn scene standing in for a customer photo. Decorative: the caption beside it says what it shows. */
export function SceneArt({ scene, className, slice }: { scene: Scene; className?: string; slice?: boolean }) {
  // `slice` fills a wider frame (a video poster) with the middle of the square scene.
  return (
    <svg viewBox="0 0 120 120" preserveAspectRatio={slice ? 'xMidYMid slice' : undefined} className={className} aria-hidden="true" focusable="false">
      <rect width="120" height="120" fill={scene.background} />
      {scene.shapes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
