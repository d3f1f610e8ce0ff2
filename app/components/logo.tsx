import { Link } from '~/components/link'
import { brand } from '#shared/identity'
import { useCopy } from '~/i18n/use-copy'

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="15" fill="#265336" />
      <path d="M16 6c-4.5 4-6.5 8-6 12 .4 3.2 2.8 5.6 6 6 3.2-.4 5.6-2.8 6-6 .5-4-1.5-8-6-12z" fill="#8dbd99" />
      <path d="M16 10v16M16 17l-3-2.5M16 21l3-2.5" stroke="#183423" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      <path d="M7 26h18" stroke="#e4d5bc" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function Logo() {
  const { headerCopy } = useCopy('layout')
  return (
    <Link to="/" id="top" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={headerCopy.logo}>
      <LogoMark className="size-8" />
      {/* The mark alone below 375 px, where the header bar has no room for the name. */}
      <span className="hidden font-display text-base font-bold tracking-tight text-brand-800 min-[390px]:inline min-[412px]:text-lg sm:text-xl">
        {brand.name}
      </span>
    </Link>
  )
}
