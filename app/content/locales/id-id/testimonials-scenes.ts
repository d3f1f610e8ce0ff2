/** Drawings, not copy: the same in every language. */
export type { Scene, SceneShape } from '../../testimonials-scenes'
export { scenes } from '../../testimonials-scenes'
