/** Bare feet on the grass above the Earth's layers, with the charge rising to meet them. */
export function GroundingArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 360" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id="about-glow" cx="0.5" cy="0.55" r="0.5">
          <stop offset="0" stopColor="#8dbd99" stopOpacity="0.45" />
          <stop offset="1" stopColor="#8dbd99" stopOpacity="0" />
        </radialGradient>
        <clipPath id="about-globe">
          <circle cx="200" cy="200" r="150" />
        </clipPath>
      </defs>
      <circle cx="200" cy="190" r="180" fill="url(#about-glow)" />
      <g clipPath="url(#about-globe)">
        <rect x="40" y="40" width="320" height="320" fill="#3f8052" />
        <path d="M40 170c60-20 120-20 160 0s100 20 160 0v200H40z" fill="#a27b4a" />
        <path d="M40 230c60-16 120-16 160 0s100 16 160 0v200H40z" fill="#6b4f2c" />
        <path d="M40 290c60-12 120-12 160 0s100 12 160 0v200H40z" fill="#4a3720" />
        <circle cx="200" cy="370" r="60" fill="#d97706" opacity="0.8" />
        <path d="M40 170c60-20 120-20 160 0s100 20 160 0" stroke="#8dbd99" strokeWidth="10" fill="none" />
      </g>
      <circle cx="200" cy="200" r="150" fill="none" stroke="#b9d7c0" strokeWidth="2" opacity="0.6" />
      {/* rising charge */}
      <g stroke="#f2ebdf" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.85">
        <path d="M160 250v-40M200 262v-52M240 250v-40" strokeDasharray="2 10" />
      </g>
      {/* bare feet */}
      <g fill="#f2ebdf">
        <ellipse cx="170" cy="140" rx="20" ry="34" transform="rotate(-8 170 140)" />
        <ellipse cx="232" cy="132" rx="20" ry="34" transform="rotate(8 232 132)" />
        <circle cx="160" cy="96" r="6" />
        <circle cx="172" cy="92" r="5" />
        <circle cx="183" cy="94" r="4.5" />
        <circle cx="191" cy="99" r="4" />
        <circle cx="244" cy="88" r="6" />
        <circle cx="232" cy="84" r="5" />
        <circle cx="221" cy="86" r="4.5" />
        <circle cx="213" cy="91" r="4" />
      </g>
      {/* grass */}
      <g stroke="#b9d7c0" strokeWidth="3" strokeLinecap="round">
        <path d="M110 176l-6-20M120 174l2-22M300 170l6-20M290 172l-2-22M140 180l-4-14M268 178l4-14" />
      </g>
    </svg>
  )
}
