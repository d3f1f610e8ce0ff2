import type { SVGProps } from 'react'
import type { IconName } from '~/components/icon-names'
import { cn } from '~/lib/cn'

export type { IconName }

/** The sprite every icon is drawn from (`public/icons.svg`, written by `npm run icons`). */
export const ICON_SPRITE = '/icons.svg'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName }

/**
 * A Lucide icon drawn from the sprite: one small element per icon instead of its paths inline or
 * a script per icon. Stroke, fill and the default size (Lucide's 24 px) come from the `icon` class
 * (app.css), so `size-*`, `fill-*` and `stroke-*` utilities still apply. Like Lucide, it is hidden
 * from assistive technology unless it is given a label.
 */
export function Icon({ name, className, ...props }: Props) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined
  return (
    <svg aria-hidden={labelled ? undefined : 'true'} className={cn('icon', className)} {...props}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}
