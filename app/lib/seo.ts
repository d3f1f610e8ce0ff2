import type { MetaDescriptor } from 'react-router'
import type { PageCopy } from '~/content/pages.server'
import { brand } from '#shared/identity'
import { defaultMarket, localizations, localizedPath, marketFromPath } from '#shared/markets'
/** The shop's social-preview image, 1200x630 (docs/product.md#every-page), for every page without one of its own. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.name}: grounding sheets, mats and kits` }

/**
 * A page's head as its loader sends it: what differs between pages, worked out on the server
 * (`buildHead`, `pageHead`), so the browser carries none of the pages' copy. `headTags`, in
 * the route's `meta`, writes it out as the tags every page carries: the one part of this module the
 * browser runs.
 */
export type Head = {
  title: string
  description?: string
  /** The page as search engines and link previews know it; a page that is not one of its own (not found) has none. */
  page?: {
    /** The canonical URL. */
    url: string
    type: 'website' | 'article' | 'product'
    /** The page's own social-preview image, absolute; the shop's (`OG_IMAGE`) when absent. */
    image?: { url: string; alt: string; width: number; height: number }
    article?: { publisher: string; section: string; tags: string[] }
  }
  noindex?: boolean
  /** Tags of this kind of page only (a product's price). */
  more?: MetaDescriptor[]
  jsonLd?: object[]
}

/**
 * A page's head as its route's `meta` writes it, at the URL it is shown (`location`): its
 * loader names the page by Singapore's URL, and a market's copy (`/en-my/faq`, `/id-id/faq`) is
 * canonical at its own URL, with every market's copy in each of its languages as an alternate and
 * Singapore's English as the default.
 */
export function headTags(head: Head | undefined, location: { pathname: string }): MetaDescriptor[] {
  if (!head) return []
  const { title, description, page } = head
  const tags: MetaDescriptor[] = [{ title }]
  if (description !== undefined) tags.push({ name: 'description', content: description })
  if (page) {
    const { article } = page
    const market = marketFromPath(location.pathname).market
    const home = new URL(page.url)
    const inMarket = (m: typeof market) => canonicalUrl(home.origin, localizedPath(m, home.pathname))
    const url = inMarket(market)
    const image = page.image ?? { ...OG_IMAGE, url: new URL(OG_IMAGE.path, url).href }
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:type', content: page.type },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: market.locale.replace('-', '_') },
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    )
    for (const m of localizations) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: m.locale, href: inMarket(m) })
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: inMarket(defaultMarket) })
    if (article) {
      tags.push({ property: 'article:publisher', content: article.publisher }, { property: 'article:section', content: article.section })
      for (const tag of article.tags) tags.push({ property: 'article:tag', content: tag })
    }
  }
  if (head.noindex) tags.push({ name: 'robots', content: 'noindex' })
  tags.push(...(head.more ?? []))
  // React Router serialises JSON-LD and escapes `<`, `>` and `&`, so data holding `</script>` stays inert.
  for (const data of head.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}

export type SeoInput = {
  siteUrl: string
  path: string
  title: string
  description: string
  type?: 'website' | 'article' | 'product'
  article?: { section: string; tags: string[] }
  image?: { url: string; alt: string; width?: number; height?: number }
  jsonLd?: readonly object[]
  noindex?: boolean
}

/** One canonical form per page: absolute, no query or fragment, no trailing slash but on the root. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  let pathname = path.split(/[?#]/, 1)[0] ?? '/'
  if (!pathname.startsWith('/')) pathname = `/${pathname}`
  pathname = pathname.replace(/\/{2,}/g, '/')
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '')
  return `${base}${pathname}`
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString()
}

/** Characters of scripts written without spaces between words (Chinese, Japanese), and their punctuation. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u
/** What a cut text may not end in before its ellipsis: a space, a stop or comma, an opening bracket, a dash. */
const DANGLING = /[\s.,;:!?([{\-–—、，。；：！？（「『]+$/u

/** Whether a cut between these two characters falls inside a word of a language written with spaces. */
const insideWord = (before: string, after: string) => !/\s/.test(before) && !/\s/.test(after) && !UNSPACED.test(before) && !UNSPACED.test(after)

/**
 * A description of at most `max` characters (a string's `length`), its ellipsis included: a longer
 * text is cut after a whole word, or, in Chinese, which puts no spaces between words, after any
 * character; never within a character that takes two (an emoji).
 */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const chars = Array.from(flat)
  let kept = 0
  for (let length = 0; kept < chars.length && length + chars[kept]!.length <= max - 1; kept++) length += chars[kept]!.length
  let cut = kept
  while (cut > 0 && insideWord(chars[cut - 1]!, chars[cut]!)) cut--
  // A single word longer than the limit (a URL) is cut within it.
  const shown = chars
    .slice(0, cut || kept)
    .join('')
    .replace(DANGLING, '')
  return `${shown}…`
}

/** A page's head, for its loader to send (`headTags` writes it out). */
export function buildHead(input: SeoInput): Head {
  const head: Head = {
    title: input.title,
    description: input.description,
    page: {
      url: canonicalUrl(input.siteUrl, input.path),
      type: input.article ? 'article' : (input.type ?? 'website'),
      ...(input.image
        ? {
            image: {
              ...input.image,
              url: absoluteUrl(input.siteUrl, input.image.url),
              width: input.image.width ?? OG_IMAGE.width,
              height: input.image.height ?? OG_IMAGE.height,
            },
          }
        : {}),
      ...(input.article ? { article: { publisher: input.siteUrl, ...input.article } } : {}),
    },
  }
  if (input.noindex) head.noindex = true
  if (input.jsonLd?.length) head.jsonLd = [...input.jsonLd]
  return head
}

/** A static page's head from its copy, for its loader to send. */
export function pageHead(siteUrl: string, copy: PageCopy, extra: Partial<Omit<SeoInput, 'siteUrl'>> = {}): Head {
  return buildHead({
    siteUrl,
    path: copy.path,
    title: copy.title,
    description: copy.description,
    article: copy.article,
    ...extra,
  })
}
