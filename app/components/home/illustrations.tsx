import type { CategoryArt } from '~/content/home'

/**
 * The home page's illustrations, drawn as inline SVG: no request, no layout shift (each
 * has a fixed aspect ratio from its viewBox), and crisp at every width.
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

/** Small drawings on the category tiles. */
export function CategoryArtwork({ art, className }: { art: CategoryArt; className?: string }) {
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" className={className}>
      {art === 'sheets' ? (
        <g>
          <rect x="24" y="62" width="112" height="18" rx="6" fill="#dcebdf" />
          <rect x="30" y="46" width="100" height="18" rx="6" fill="#b9d7c0" />
          <rect x="36" y="30" width="88" height="18" rx="6" fill="#8dbd99" />
          <g stroke="#f1f7f2" strokeWidth="1.2">
            <path d="M44 39h72M38 55h84M32 71h96" />
          </g>
          <path d="M124 39c14 0 18 10 18 22v18" stroke="#6b4f2c" strokeWidth="3" strokeLinecap="round" fill="none" />
        </g>
      ) : null}
      {art === 'mats' ? (
        <g>
          <path d="M20 76l28-40h92l-28 40z" fill="#8dbd99" />
          <path d="M20 76h92v6H20z" fill="#5e9d6f" />
          <g stroke="#dcebdf" strokeWidth="1.2">
            <path d="M40 62l14-20M60 62l14-20M80 62l14-20M100 62l14-20" />
          </g>
          <ellipse cx="132" cy="72" rx="10" ry="12" fill="#3f8052" />
          <ellipse cx="132" cy="72" rx="5" ry="6" fill="#b9d7c0" />
        </g>
      ) : null}
      {art === 'accessories' ? (
        <g>
          <rect x="28" y="30" width="34" height="40" rx="8" fill="#e4d5bc" />
          <rect x="36" y="20" width="5" height="14" rx="2" fill="#a27b4a" />
          <rect x="49" y="20" width="5" height="14" rx="2" fill="#a27b4a" />
          <path d="M45 70c0 18 30 18 40 4s30-18 44-6" stroke="#3f8052" strokeWidth="4" strokeLinecap="round" fill="none" />
          <rect x="118" y="34" width="14" height="42" rx="7" fill="#265336" transform="rotate(20 125 55)" />
          <circle cx="121" cy="42" r="3.5" fill="#d97706" />
        </g>
      ) : null}
      {art === 'all' ? (
        <g>
          <rect x="38" y="18" width="38" height="30" rx="8" fill="#8dbd99" />
          <rect x="84" y="18" width="38" height="30" rx="8" fill="#e4d5bc" />
          <rect x="38" y="54" width="38" height="30" rx="8" fill="#e4d5bc" />
          <rect x="84" y="54" width="38" height="30" rx="8" fill="#5e9d6f" />
        </g>
      ) : null}
    </svg>
  )
}

/** The poster of the featured video: morning light through a window over a made bed. */
export function VideoPoster({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 360" aria-hidden="true" preserveAspectRatio="xMidYMid slice" className={className}>
      <defs>
        <linearGradient id="poster-dawn" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f2ebdf" />
          <stop offset="0.6" stopColor="#e4d5bc" />
          <stop offset="1" stopColor="#a27b4a" />
        </linearGradient>
        <radialGradient id="poster-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="#1f422c" />
      {/* window */}
      <rect x="360" y="40" width="220" height="190" rx="10" fill="url(#poster-dawn)" />
      <circle cx="470" cy="170" r="90" fill="url(#poster-sun)" />
      <circle cx="470" cy="178" r="28" fill="#f59e0b" />
      <path d="M360 190c50-18 90-10 130 0s70 8 90-4v44H360z" fill="#5e9d6f" />
      <path d="M470 40v190M360 135h220" stroke="#183423" strokeWidth="8" />
      <rect x="360" y="40" width="220" height="190" rx="10" fill="none" stroke="#183423" strokeWidth="10" />
      {/* bed */}
      <rect x="40" y="236" width="420" height="60" rx="14" fill="#f2ebdf" />
      <rect x="60" y="210" width="110" height="40" rx="18" fill="#ffffff" />
      <path d="M150 250c40-30 170-34 310-14v30H150z" fill="#8dbd99" />
      <rect x="30" y="180" width="20" height="150" rx="8" fill="#6b4f2c" />
      <rect x="40" y="290" width="440" height="14" rx="6" fill="#6b4f2c" />
      {/* plant */}
      <rect x="540" y="276" width="44" height="44" rx="8" fill="#a27b4a" />
      <path
        d="M562 276c-20-30-10-60 0-70 10 10 20 40 0 70zM562 276c-30-10-40-30-38-44 14 0 34 14 38 44zM562 276c30-10 40-30 38-44-14 0-34 14-38 44z"
        fill="#3f8052"
      />
      <rect x="0" y="320" width="640" height="40" fill="#183423" />
    </svg>
  )
}
