import { ICON_SPRITE, type IconName } from './icon'

/**
 * An icon from the sprite as `<Icon>` draws it, for code that writes plain DOM (the FAQ's buttons,
 * the product zoom). A module apart from `icon.tsx`, which every page loads: only that code needs it.
 */
export function spriteIcon(name: IconName, className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('class', `icon ${className}`)
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use')
  use.setAttribute('href', `${ICON_SPRITE}#${name}`)
  svg.append(use)
  return svg
}
