/** Drawings, not copy: the scenes hold shapes and colours only, the same in every language. */
export type { Scene, SceneShape } from '../../testimonials-scenes'
export { scenes } from '../../testimonials-scenes'
