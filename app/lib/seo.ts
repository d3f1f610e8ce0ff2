import type { MetaDescriptor } from 'react-router'
import type { PageCopy } from '~/content/pages'
import { brand } from '#shared/shop'

/** Social-preview image size required for every page (SPEC §1). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.name}: grounding sheets, mats and kits` }

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

/** Cuts a description at `max` characters plus an ellipsis, without leaving trailing space. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  return `${flat.slice(0, max).trimEnd()}…`
}

/**
 * JSON-LD as a meta descriptor, so it lands in the server-rendered head. React Router
 * serialises it and escapes `<`, `>` and `&`, so data holding `</script>` stays inert.
 */
export function jsonLd(data: object): MetaDescriptor {
  return { 'script:ld+json': data }
}

export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const url = canonicalUrl(input.siteUrl, input.path)
  const image = input.image ?? { url: OG_IMAGE.path, alt: OG_IMAGE.alt, width: OG_IMAGE.width, height: OG_IMAGE.height }
  const imageUrl = absoluteUrl(input.siteUrl, image.url)
  const type = input.article ? 'article' : (input.type ?? 'website')
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_SG' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width ?? OG_IMAGE.width) },
    { property: 'og:image:height', content: String(image.height ?? OG_IMAGE.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (input.article) {
    tags.push({ property: 'article:publisher', content: input.siteUrl }, { property: 'article:section', content: input.article.section })
    for (const tag of input.article.tags) tags.push({ property: 'article:tag', content: tag })
  }
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const data of input.jsonLd ?? []) tags.push(jsonLd(data))
  return tags
}

type MatchLike = { id: string; data?: unknown } | undefined

/** The configured public origin, which the root loader hands to every route's `meta`. */
export function siteUrlFrom(matches: readonly MatchLike[]): string {
  const data = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined
  return data?.siteUrl ?? 'http://localhost:3000'
}

/** Head tags of a static page from its copy. */
export function pageMeta(
  matches: readonly MatchLike[],
  copy: PageCopy,
  extra: Partial<Omit<SeoInput, 'siteUrl'>> = {},
): MetaDescriptor[] {
  return buildMeta({
    siteUrl: siteUrlFrom(matches),
    path: copy.path,
    title: copy.title,
    description: copy.description,
    article: copy.article,
    ...extra,
  })
}
