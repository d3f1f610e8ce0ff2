/** Drawings as data (shapes, colours, paths): no text to translate. */
export { scenes } from '../../testimonials-scenes'
