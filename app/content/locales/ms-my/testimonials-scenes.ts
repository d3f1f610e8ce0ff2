/** The testimonials page's drawings are shapes and colours, no copy: the English data as it is. */
export { scenes } from '../../testimonials-scenes'
export type { Scene, SceneShape } from '../../testimonials-scenes'
