import type { CategoryArt } from '~/content/home'
import accessoriesUrl from './accessories.svg?no-inline'
import allUrl from './all.svg?no-inline'
import matsUrl from './mats.svg?no-inline'
import sheetsUrl from './sheets.svg?no-inline'
import posterUrl from './video-poster.svg?no-inline'

/**
 * The home page's illustrations, drawn in SVG. The hero's is inline (no request before the
 * first paint); the ones further down are files, loaded lazily and sized so nothing shifts.
 */

/** Someone asleep on a grounding sheet whose cord runs down into the earth. */
export function HeroIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={label} className={className}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#183423" />
          <stop offset="1" stopColor="#2f6841" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect x="0" y="0" width="480" height="400" rx="32" />
        </clipPath>
        <linearGradient id="hero-soil" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a27b4a" />
          <stop offset="1" stopColor="#6b4f2c" />
        </linearGradient>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect x="0" y="0" width="480" height="400" fill="url(#hero-sky)" />
        {/* stars and moon */}
        <g fill="#f2ebdf">
          <circle cx="60" cy="52" r="2" />
          <circle cx="130" cy="34" r="1.5" />
          <circle cx="210" cy="70" r="2" />
          <circle cx="300" cy="40" r="1.5" />
          <circle cx="250" cy="28" r="1" />
          <circle cx="90" cy="110" r="1.2" />
          <circle cx="180" cy="120" r="1" />
        </g>
        <circle cx="392" cy="78" r="34" fill="#f2ebdf" />
        <circle cx="408" cy="66" r="30" fill="#1f422c" />
        {/* bed */}
        <rect x="70" y="196" width="14" height="90" rx="6" fill="#e4d5bc" />
        <rect x="396" y="226" width="14" height="60" rx="6" fill="#e4d5bc" />
        <rect x="78" y="236" width="324" height="34" rx="10" fill="#f2ebdf" />
        <rect x="92" y="214" width="70" height="28" rx="14" fill="#ffffff" />
        {/* sleeper under the sheet */}
        <circle cx="180" cy="212" r="18" fill="#e4d5bc" />
        <path d="M170 204c4-10 22-12 28 0" stroke="#6b4f2c" strokeWidth="6" strokeLinecap="round" fill="none" />
        <path d="M196 236c10-26 60-30 110-22 40 6 72 10 88 22z" fill="#8dbd99" />
        {/* silver threads of the grounding sheet */}
        <g stroke="#dcebdf" strokeWidth="1.5" opacity="0.9">
          <path d="M214 236c30-20 80-22 120-16" fill="none" />
          <path d="M232 236c30-14 70-16 110-10" fill="none" />
          <path d="M252 236c24-8 60-10 100-4" fill="none" />
        </g>
        {/* cord to the earth */}
        <path d="M396 252c30 0 36 30 36 60v30" stroke="#dcebdf" strokeWidth="4" strokeLinecap="round" fill="none" />
        <rect x="422" y="336" width="20" height="14" rx="3" fill="#e4d5bc" />
        {/* ground and roots */}
        <path d="M0 330c80-14 160-14 240-4s160 10 240-6v80H0z" fill="url(#hero-soil)" />
        <path d="M0 330c80-14 160-14 240-4s160 10 240-6" stroke="#5e9d6f" strokeWidth="8" fill="none" />
        <g stroke="#e4d5bc" strokeWidth="2" strokeLinecap="round" fill="none" opacity="0.7">
          <path d="M432 352c-6 14-20 22-36 26" />
          <path d="M432 352c4 14 14 24 30 30" />
          <path d="M120 344c0 16 10 30 26 38" />
          <path d="M260 340c-8 16-4 30 8 42" />
        </g>
        {/* gentle waves of charge */}
        <g stroke="#b9d7c0" strokeWidth="2" strokeLinecap="round" fill="none" opacity="0.6">
          <path d="M250 186c10-8 20-8 30 0" />
          <path d="M240 172c16-12 34-12 50 0" />
          <path d="M230 158c22-16 48-16 70 0" />
        </g>
      </g>
    </svg>
  )
}

const categoryArt: Record<CategoryArt, string> = { sheets: sheetsUrl, mats: matsUrl, accessories: accessoriesUrl, all: allUrl }

/** Small drawings on the category tiles (decorative, below the fold: loaded lazily, sized so nothing shifts). */
export function CategoryArtwork({ art, className }: { art: CategoryArt; className?: string }) {
  return <img src={categoryArt[art]} alt="" width={160} height={100} loading="lazy" decoding="async" className={className} />
}

/** The poster of the featured video: morning light through a window over a made bed. */
export function VideoPoster({ className }: { className?: string }) {
  return <img src={posterUrl} alt="" width={640} height={360} loading="lazy" decoding="async" className={className} />
}
