import type { GalleryScene } from './testimonials'

/**
 * Small drawings standing in for customer photos, one scene per set-up (a bed, a desk, a mat...),
 * as data: the page draws them as inline SVG in a 120 × 120 box. Sent as route data, so the
 * drawings are not part of the page's JavaScript.
 */

export type SceneShape = ['rect' | 'circle' | 'ellipse' | 'path', Record<string, string | number>]
export type Scene = { background: string; shapes: SceneShape[] }

// Shared colours: the grounding fabric (silver-grey), its cord and the brand green.
const FABRIC = '#b9c2c9'
const CORD = '#44403c'
const GREEN = '#2f6841'

export const scenes: Record<GalleryScene, Scene> = {
  bed: {
    background: '#e8eef5',
    shapes: [
      ['rect', { x: 10, y: 52, width: 100, height: 40, rx: 4, fill: '#8b6b4a' }],
      ['rect', { x: 14, y: 46, width: 92, height: 26, rx: 4, fill: 'white' }],
      ['rect', { x: 40, y: 48, width: 66, height: 24, rx: 3, fill: FABRIC }],
      ['rect', { x: 18, y: 40, width: 22, height: 14, rx: 5, fill: '#f8fafc', stroke: '#cbd5e1' }],
      ['path', { d: 'M106 66 q8 10 0 24 h8', stroke: CORD, strokeWidth: 2, fill: 'none' }],
      ['rect', { x: 10, y: 92, width: 6, height: 10, fill: '#6b4f2c' }],
      ['rect', { x: 104, y: 92, width: 6, height: 10, fill: '#6b4f2c' }],
    ],
  },
  desk: {
    background: '#f2ebdf',
    shapes: [
      ['rect', { x: 14, y: 44, width: 92, height: 8, rx: 2, fill: '#8b6b4a' }],
      ['rect', { x: 20, y: 52, width: 6, height: 50, fill: '#6b4f2c' }],
      ['rect', { x: 94, y: 52, width: 6, height: 50, fill: '#6b4f2c' }],
      ['rect', { x: 44, y: 20, width: 34, height: 22, rx: 2, fill: '#334155' }],
      ['rect', { x: 58, y: 42, width: 6, height: 3, fill: '#334155' }],
      ['rect', { x: 30, y: 96, width: 60, height: 8, rx: 3, fill: FABRIC }],
      ['ellipse', { cx: 50, cy: 94, rx: 8, ry: 4, fill: '#d6a77a' }],
      ['ellipse', { cx: 70, cy: 94, rx: 8, ry: 4, fill: '#d6a77a' }],
      ['path', { d: 'M90 100 q12 0 14 12', stroke: CORD, strokeWidth: 2, fill: 'none' }],
    ],
  },
  yoga: {
    background: '#dcebdf',
    shapes: [
      ['circle', { cx: 96, cy: 24, r: 10, fill: '#fbbf24', opacity: 0.7 }],
      ['rect', { x: 12, y: 90, width: 96, height: 10, rx: 5, fill: GREEN }],
      ['circle', { cx: 60, cy: 40, r: 7, fill: '#d6a77a' }],
      [
        'path',
        { d: 'M60 47 L60 70 M60 55 L44 44 M60 55 L76 44 M60 70 L46 90 M60 70 L74 90', stroke: '#57534e', strokeWidth: 5, strokeLinecap: 'round', fill: 'none' },
      ],
    ],
  },
  sofa: {
    background: '#f5e6d8',
    shapes: [
      ['rect', { x: 12, y: 50, width: 96, height: 34, rx: 8, fill: '#a27b4a' }],
      ['rect', { x: 20, y: 40, width: 80, height: 26, rx: 6, fill: '#b98d5a' }],
      ['rect', { x: 30, y: 62, width: 60, height: 12, rx: 3, fill: FABRIC }],
      ['rect', { x: 16, y: 84, width: 6, height: 10, fill: '#6b4f2c' }],
      ['rect', { x: 98, y: 84, width: 6, height: 10, fill: '#6b4f2c' }],
      ['rect', { x: 40, y: 12, width: 40, height: 22, rx: 2, fill: '#1e293b' }],
    ],
  },
  kit: {
    background: '#efe9f6',
    shapes: [
      ['path', { d: 'M24 52 L60 38 L96 52 L60 66 Z', fill: '#d4c4a8' }],
      ['path', { d: 'M24 52 V90 L60 104 V66 Z', fill: '#b99f77' }],
      ['path', { d: 'M96 52 V90 L60 104 V66 Z', fill: '#a27b4a' }],
      ['rect', { x: 38, y: 22, width: 28, height: 18, rx: 2, fill: FABRIC, transform: 'rotate(-12 52 31)' }],
      ['path', { d: 'M70 30 q14 -10 22 4 q6 10 -6 14', stroke: CORD, strokeWidth: 2.5, fill: 'none' }],
      ['rect', { x: 66, y: 76, width: 18, height: 6, rx: 1, fill: GREEN, transform: 'rotate(-22 75 79)' }],
    ],
  },
  feet: {
    background: '#e4d5bc',
    shapes: [
      ['rect', { x: 18, y: 70, width: 84, height: 36, rx: 4, fill: FABRIC }],
      ['ellipse', { cx: 48, cy: 82, rx: 10, ry: 16, fill: '#d6a77a' }],
      ['ellipse', { cx: 72, cy: 82, rx: 10, ry: 16, fill: '#d6a77a' }],
      ['rect', { x: 34, y: 18, width: 52, height: 36, rx: 3, fill: '#f8fafc', stroke: '#a8a29e' }],
      ['path', { d: 'M60 18 V54', stroke: '#a8a29e' }],
    ],
  },
  pillow: {
    background: '#eef3f7',
    shapes: [
      ['rect', { x: 16, y: 60, width: 88, height: 34, rx: 4, fill: '#8b6b4a' }],
      ['rect', { x: 20, y: 54, width: 80, height: 24, rx: 4, fill: 'white' }],
      ['rect', { x: 26, y: 38, width: 44, height: 22, rx: 8, fill: FABRIC }],
      ['circle', { cx: 94, cy: 26, r: 8, fill: '#fde68a' }],
      ['path', { d: 'M70 50 q24 4 30 40', stroke: CORD, strokeWidth: 2, fill: 'none' }],
    ],
  },
  garden: {
    background: '#cfe6f5',
    shapes: [
      ['circle', { cx: 92, cy: 26, r: 12, fill: '#fbbf24' }],
      ['path', { d: 'M0 80 Q60 64 120 80 V120 H0Z', fill: '#5e9d6f' }],
      ['path', { d: 'M0 92 Q60 80 120 94 V120 H0Z', fill: '#3f8052' }],
      ['ellipse', { cx: 50, cy: 96, rx: 7, ry: 12, fill: '#d6a77a' }],
      ['ellipse', { cx: 68, cy: 96, rx: 7, ry: 12, fill: '#d6a77a' }],
      ['path', { d: 'M20 58 v-20 M20 44 l-8 -8 M20 48 l8 -8', stroke: GREEN, strokeWidth: 3, fill: 'none' }],
    ],
  },
}
