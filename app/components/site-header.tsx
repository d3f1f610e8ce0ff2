import { memo, type ReactNode } from 'react'
import { Link } from '~/components/link'
import { CountrySelector } from '~/components/country-selector'
import { LanguageLinks } from '~/components/language-links'
import { DesktopNav } from '~/components/desktop-nav'
import { Logo } from '~/components/logo'
import { MobileMenu } from '~/components/mobile-menu'
import { PhoneSearch } from '~/components/phone-search'
import { PromoBanner } from '~/components/promo-banner'
import { SearchBox } from '~/components/search-box'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'

/**
 * The fixed header: sticky shipping banner, logo, menus, search, cart and 'Shop Now'. The root
 * passes the cart button in (components never reach into features). On a phone it is one bar
 * under the banner (88 px), the search behind an icon; `--header-h` in app.css is its height.
 * Its row fits from 360 px without squeezing the menu button below its 44 px (the brand's name
 * shows from 390 px): a row too wide shrank that button as the header's HTML arrived, a shift.
 * The free space is before the last group (`ml-auto`), not before the search box: drawn while its
 * HTML is still arriving, an item never moves when the ones after it come.
 * Memoised: every navigation renders the root layout again, and the header shows none of it.
 */
export const SiteHeader = memo(function SiteHeader({ cart }: { cart: ReactNode }) {
  const { headerCopy } = useCopy('layout')
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <PromoBanner />
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-4 min-[412px]:gap-2 sm:gap-3 md:h-[4.5rem] md:gap-5 lg:px-8">
        <MobileMenu />
        <Logo />
        <DesktopNav />
        <SearchBox id="site-search" className="hidden w-full max-w-xs md:block" />
        <CountrySelector place="header" />
        <LanguageLinks place="header" />
        <div className="ml-auto flex items-center gap-0.5 md:gap-1">
          <PhoneSearch />
          {cart}
          <Link
            to="/limited-offers"
            className={buttonClass({ variant: 'accent', size: 'sm', className: 'ml-0.5 px-2.5 min-[412px]:ml-1 min-[412px]:px-3 sm:px-4' })}
          >
            {headerCopy.shopNowShort === headerCopy.shopNow ? (
              headerCopy.shopNow
            ) : (
              <>
                <span className="sm:hidden">{headerCopy.shopNowShort}</span>
                <span className="hidden sm:inline">{headerCopy.shopNow}</span>
              </>
            )}
          </Link>
        </div>
      </div>
    </header>
  )
})
