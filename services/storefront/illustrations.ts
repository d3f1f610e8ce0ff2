/**
 * Product illustrations of the embedded demo catalogue, drawn as code.
 *
 * Every image is a square 1200x1200 SVG document built from plain strings: no external
 * references, no randomness, generic font families only. A product's main colour (`tone`) paints
 * its fabric, mat or body; everything else uses the brand palette below. Scenes are drawn with a
 * small axonometric projection (`proj`) so boxes, mats and beds share one look.
 */

export const artKeys = [
  'bed-sheet',
  'fabric-weave',
  'fitted-sheet',
  'mattress-topper',
  'topper-detail',
  'mat-desk',
  'mat-floor',
  'mat-yoga',
  'mat-yoga-rolled',
  'mat-starter',
  'snap-connector',
  'cord-coil',
  'extension-cord',
  'plug-adapter',
  'tester-pen',
  'conductivity-tester',
  'continuity-tester',
  'sleep-kit',
  'home-kit',
  'packaging',
  'ground-check',
] as const
export type ArtKey = (typeof artKeys)[number]

export interface IllustrationOptions {
  /** The product's main colour as #rgb or #rrggbb; anything else falls back to the brand green. */
  tone: string
  /** The product name: printed on the packaging and added to every image's title. */
  label?: string
}

/* ------------------------------------------------------------------ palette and colour */

const C = {
  forest: '#183423',
  pine: '#265336',
  leaf: '#3f8052',
  sage: '#8dbd99',
  earth: '#a27b4a',
  sand: '#e4d5bc',
  paper: '#faf7f2',
  silver: '#c0c7cc',
  steel: '#8e979d',
  ink: '#1f2a24',
  white: '#fdfcf9',
  kraft: '#c9a46e',
  skin: '#d9a27c',
} as const

const FALLBACK_TONE = C.leaf

function normalizeHex(hex: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) return FALLBACK_TONE
  const h = m[1].toLowerCase()
  return h.length === 3 ? `#${h[0]}${h[0]}${h[1]}${h[1]}${h[2]}${h[2]}` : `#${h}`
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(normalizeHex(hex).slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Mixes colour `a` towards `b` by `t` (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
const shade = (c: string, t: number) => mix(c, '#141a16', t)
const tint = (c: string, t: number) => mix(c, '#ffffff', t)
const luminance = (c: string) => {
  const [r, g, b] = rgb(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}
/** Silver thread that stays visible on light and dark fabric alike. */
const threadOn = (c: string) => (luminance(c) > 0.62 ? '#8f999f' : C.silver)

/* ------------------------------------------------------------------ text and numbers */

/** Escapes text for XML and drops characters XML 1.0 does not allow. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** Rounds to one decimal so documents stay small. */
const f = (v: number) => String(Math.round(v * 10) / 10)

/** Splits a label into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}\u2026`
    return kept
  }
  return lines
}

/* ------------------------------------------------------------------ context */

interface Ctx {
  tone: string
  /** Darker and lighter steps of the tone for shaded faces and highlights. */
  t1: string
  t2: string
  t3: string
  hi: string
  thread: string
  /** A document-unique id, so several images inlined in one page never share a gradient. */
  id: (name: string) => string
  url: (name: string) => string
}

interface Art {
  title: string
  body: string
  defs?: string
}

/* ------------------------------------------------------------------ projection */

type V3 = readonly [number, number, number]
type Proj = (p: V3) => readonly [number, number]

/** Axonometric projection: x and y axes as screen vectors, z straight up. */
const proj =
  (ox: number, oy: number, ax: readonly [number, number], ay: readonly [number, number]): Proj =>
  ([x, y, z]) => [ox + x * ax[0] + y * ay[0], oy + x * ax[1] + y * ay[1] - z]

/** A projection whose origin is chosen so the box 0..size is centred on cx, cy. */
function fitProj(ax: readonly [number, number], ay: readonly [number, number], size: V3, cx = 600, cy = 600): Proj {
  const base = proj(0, 0, ax, ay)
  const xs: number[] = []
  const ys: number[] = []
  for (const x of [0, size[0]])
    for (const y of [0, size[1]])
      for (const z of [0, size[2]]) {
        const [px, py] = base([x, y, z])
        xs.push(px)
        ys.push(py)
      }
  return proj(cx - (Math.min(...xs) + Math.max(...xs)) / 2, cy - (Math.min(...ys) + Math.max(...ys)) / 2, ax, ay)
}

const pts = (pr: Proj, list: readonly V3[]) =>
  list
    .map((p) => pr(p))
    .map(([x, y]) => `${f(x)},${f(y)}`)
    .join(' ')

/** A flat polygon; `round` softens its corners with a same-colour round-joined stroke. */
const face = (pr: Proj, list: readonly V3[], fill: string, round = 0, extra = '') =>
  `<polygon points="${pts(pr, list)}" fill="${fill}"${round ? ` stroke="${fill}" stroke-width="${round}" stroke-linejoin="round"` : ''}${extra}/>`

const seg = (pr: Proj, a: V3, b: V3, attrs: string) => {
  const [x1, y1] = pr(a)
  const [x2, y2] = pr(b)
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`
}

interface BoxFaces {
  top?: string
  front?: string
  back?: string
  left?: string
  right?: string
}

/** The visible faces of an axis-aligned box from corner `a` to corner `b`, back to front (the painter's order). */
function box(pr: Proj, a: V3, b: V3, faces: BoxFaces, round = 0): string {
  const [x0, y0, z0] = a
  const [x1, y1, z1] = b
  const corners: [keyof BoxFaces, V3[]][] = [
    [
      'back',
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
    ],
    [
      'left',
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    ],
    [
      'right',
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
    ],
    [
      'front',
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    ],
    [
      'top',
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    ],
  ]
  return corners.map(([side, list]) => (faces[side] ? face(pr, list, faces[side], round) : '')).join('')
}

/** A grid of silver lines on the plane z = `z` inside the rectangle a..b (conductive thread). */
function gridOn(pr: Proj, a: V3, b: V3, step: number, color: string, opacity = 0.5, width = 1.6): string {
  const [x0, y0] = a
  const [x1, y1] = b
  const z = a[2]
  const lines: string[] = []
  const attrs = `stroke="${color}" stroke-width="${width}"`
  for (let x = x0 + step; x < x1 - step / 3; x += step) lines.push(seg(pr, [x, y0, z], [x, y1, z], attrs))
  for (let y = y0 + step; y < y1 - step / 3; y += step) lines.push(seg(pr, [x0, y, z], [x1, y, z], attrs))
  return `<g opacity="${opacity}" stroke-linecap="round">${lines.join('')}</g>`
}

/* ------------------------------------------------------------------ shared shapes */

/** A soft contact shadow: an ellipse filled with the shared radial fade. */
const shadow = (c: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${c.url('sh')}" opacity="${opacity}"/>`

/** A blurred shadow of any polygon (screen coordinates). */
const blurShadow = (c: Ctx, points: string, opacity = 0.22) => `<polygon points="${points}" fill="${C.forest}" opacity="${opacity}" filter="${c.url('blur')}"/>`

const shadowOf = (c: Ctx, pr: Proj, list: readonly V3[], opacity = 0.22) => blurShadow(c, pts(pr, list), opacity)

/** The studio backdrop: a warm paper sweep with a soft light behind the product. */
const studio = (c: Ctx) => `<rect width="1200" height="1200" fill="${c.url('bg')}"/><ellipse cx="600" cy="520" rx="560" ry="430" fill="${c.url('light')}"/>`

/** A room corner: wall, skirting and a plank floor receding along `pr`'s y axis. */
function room(c: Ctx, floorY: number, pr: Proj): string {
  const planks: string[] = []
  for (let x = -700; x < 1300; x += 110) planks.push(seg(pr, [x, 0, 0], [x, 1400, 0], `stroke="#b08d5f" stroke-width="2"`))
  return [
    `<rect width="1200" height="${floorY}" fill="${c.url('wall')}"/>`,
    `<rect y="${floorY}" width="1200" height="${1200 - floorY}" fill="#d7bf98"/>`,
    `<g opacity=".35">${planks.join('')}</g>`,
    `<rect y="${floorY - 26}" width="1200" height="26" fill="${C.paper}"/>`,
    `<rect y="${floorY}" width="1200" height="8" fill="#b99d74" opacity=".5"/>`,
  ].join('')
}

/** A UK Type G switched wall socket, seen straight on. */
function socket(cx: number, cy: number, s = 100): string {
  const u = s / 100
  const r = (x: number, y: number, w: number, h: number, fill: string, rr = 2) =>
    `<rect x="${f(cx + x * u)}" y="${f(cy + y * u)}" width="${f(w * u)}" height="${f(h * u)}" rx="${f(rr * u)}" fill="${fill}"/>`
  return [
    r(-50, -47, 100, 100, '#cdc4b5', 10),
    r(-50, -50, 100, 100, C.white, 10),
    r(-14, -30, 7, 20, '#3b3f3c', 1.5),
    r(-32, 6, 20, 7, '#3b3f3c', 1.5),
    r(2, 6, 20, 7, '#3b3f3c', 1.5),
    r(26, -34, 16, 26, '#e9e4da', 3),
    r(28, -32, 12, 12, '#f6f3ee', 2),
    `<circle cx="${f(cx + 34 * u)}" cy="${f(cy + 22 * u)}" r="${f(3 * u)}" fill="#d2553f"/>`,
  ].join('')
}

/** A metal snap stud seen from above at a slant (`squash` < 1 flattens it into an ellipse). */
function stud(c: Ctx, cx: number, cy: number, r: number, squash = 1): string {
  const e = (dy: number, rr: number, fill: string, extra = '') =>
    `<ellipse cx="${f(cx)}" cy="${f(cy + dy)}" rx="${f(rr)}" ry="${f(rr * squash)}" fill="${fill}"${extra}/>`
  return [
    e(r * 0.12 * squash, r, C.steel),
    e(0, r, c.url('metal')),
    e(-r * 0.14 * squash, r * 0.58, '#7d868c'),
    e(-r * 0.3 * squash, r * 0.5, c.url('metal')),
    e(-r * 0.46 * squash, r * 0.18, '#ffffff', ' opacity=".75"'),
  ].join('')
}

/** A cord: a thick round-capped stroke with a thin highlight along its top. */
function cord(d: string, color: string = C.pine, w = 10): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity=".28" stroke-width="${f(w * 0.28)}" stroke-linecap="round" transform="translate(${f(-w * 0.12)} ${f(-w * 0.22)})"/>`
}

/** The cord's female snap connector seen from above: a moulded cap with a metal rim. */
function snapCap(cx: number, cy: number, r: number, color: string = C.pine): string {
  return `<circle cx="${f(cx)}" cy="${f(cy + r * 0.12)}" r="${f(r)}" fill="${shade(color, 0.35)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="none" stroke="${C.silver}" stroke-width="${f(r * 0.16)}"/><circle cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.34)}" r="${f(r * 0.16)}" fill="#ffffff" opacity=".35"/>`
}

/** The Groundwell mark (public/favicon.svg) centred on cx,cy with the given diameter. */
function logo(cx: number, cy: number, size: number, ring: string = C.pine): string {
  const s = size / 32
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${Math.round(s * 1000) / 1000})"><circle cx="16" cy="16" r="15" fill="${ring}"/><path d="M16 6c-4.5 4-6.5 8-6 12 .4 3.2 2.8 5.6 6 6 3.2-.4 5.6-2.8 6-6 .5-4-1.5-8-6-12z" fill="${C.sage}"/><path d="M16 10v16M16 17l-3-2.5M16 21l3-2.5" stroke="${C.forest}" stroke-width="1.6" stroke-linecap="round" fill="none"/><path d="M7 26h18" stroke="${C.sand}" stroke-width="2" stroke-linecap="round"/></g>`
}

/** A Type G grounding adapter seen from the front: white body with a snap post. */
function adapterFront(c: Ctx, cx: number, cy: number, s: number): string {
  const w = 64 * s
  const h = 84 * s
  return `<rect x="${f(cx - w / 2 + 4 * s)}" y="${f(cy - h / 2 + 7 * s)}" width="${f(w)}" height="${f(h)}" rx="${f(14 * s)}" fill="${C.forest}" opacity=".18"/><rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(14 * s)}" fill="${C.white}" stroke="#ddd5c8" stroke-width="${f(2 * s)}"/>${stud(c, cx, cy - 6 * s, 15 * s)}`
}

/** A Type G plug seen from above (pins up before `rot` degrees of rotation), for the loose end of a cord. */
function plugTop(c: Ctx, cx: number, cy: number, s: number, rot: number): string {
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot}) scale(${s})"><rect x="-8" y="34" width="16" height="26" rx="6" fill="${C.pine}"/><rect x="-30" y="-30" width="60" height="70" rx="12" fill="#d9d2c6" transform="translate(4 6)" opacity=".6"/><rect x="-30" y="-34" width="60" height="70" rx="12" fill="${C.white}" stroke="#dcd4c7" stroke-width="2"/><rect x="-5" y="-58" width="10" height="26" rx="2" fill="${c.url('metal')}"/><rect x="-24" y="-50" width="8" height="18" rx="2" fill="#5b615d"/><rect x="16" y="-50" width="8" height="18" rx="2" fill="#5b615d"/><circle cx="0" cy="2" r="11" fill="${C.sage}" opacity=".5"/>${logo(0, 2, 18)}</g>`
}

/** The tester pen: barrel in `color`, clear tip with a lit LED, drawn along +x then rotated. */
function pen(c: Ctx, cx: number, cy: number, rot: number, s: number, color: string, lit = true): string {
  const glow = lit ? `<circle cx="-250" cy="0" r="120" fill="${c.url('glow')}"/>` : ''
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot}) scale(${s})">${glow}<path d="M-300 0 L-262 -6 L-262 6 Z" fill="${c.url('metal')}"/><path d="M-264 -16 C-250 -30 -215 -32 -200 -32 L-200 32 C-215 32 -250 30 -264 16 Z" fill="#dff3e4" opacity=".85"/><circle cx="-238" cy="0" r="11" fill="${lit ? '#7dffa1' : '#9bb5a2'}"/><circle cx="-238" cy="0" r="5" fill="#ffffff"/><rect x="-202" y="-36" width="440" height="72" rx="30" fill="${shade(color, 0.28)}"/><rect x="-202" y="-38" width="440" height="66" rx="30" fill="${color}"/><rect x="-190" y="-30" width="410" height="14" rx="7" fill="#ffffff" opacity=".18"/><rect x="-160" y="-12" width="140" height="26" rx="13" fill="${C.forest}" opacity=".85"/><circle cx="-90" cy="1" r="8" fill="#7dffa1" opacity=".9"/><rect x="30" y="-16" width="44" height="30" rx="15" fill="${C.white}"/><rect x="150" y="-50" width="86" height="16" rx="8" fill="${c.url('metal')}"/></g>`
}

/** A handheld tester: body in `color`, a lit display showing `reading` and `unit`, dial, buttons and the green light. */
function meter(c: Ctx, x: number, y: number, s: number, color: string, reading: string, unit: string, outline?: string): string {
  const edge = outline ? ` stroke="${outline}" stroke-width="3"` : ''
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})"><rect x="0" y="12" width="300" height="480" rx="56" fill="${shade(color, 0.35)}"/><rect x="0" y="0" width="300" height="480" rx="56" fill="${color}"${edge}/><rect x="14" y="14" width="272" height="40" rx="20" fill="#ffffff" opacity=".14"/><rect x="36" y="50" width="228" height="150" rx="18" fill="${C.ink}"/><rect x="48" y="62" width="204" height="126" rx="10" fill="#c9f0d2"/><text x="240" y="150" text-anchor="end" font-family="sans-serif" font-size="64" font-weight="700" fill="${C.forest}">${reading}</text><text x="240" y="178" text-anchor="end" font-family="sans-serif" font-size="22" fill="${C.pine}">${unit}</text><rect x="60" y="76" width="46" height="8" rx="4" fill="${C.leaf}"/><circle cx="150" cy="300" r="66" fill="${shade(color, 0.22)}"/><circle cx="150" cy="296" r="58" fill="${tint(color, 0.1)}"/><circle cx="150" cy="296" r="42" fill="${c.url('metal')}"/><rect x="146" y="258" width="8" height="34" rx="4" fill="${C.ink}"/><rect x="50" y="392" width="60" height="30" rx="15" fill="${C.forest}" opacity=".8"/><rect x="190" y="392" width="60" height="30" rx="15" fill="${C.forest}" opacity=".8"/><circle cx="150" cy="407" r="13" fill="#6fe08e"/>${logo(150, 450, 26)}</g>`
}

/** A forearm from the picture's edge (sleeve from x0,y0 to the wrist x1,y1) to a hand at x2,y2. */
function arm(c: Ctx, x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): string {
  const skinDark = shade(C.skin, 0.16)
  return `<path d="M${x0 + 14} ${y0 + 10} L${x1 + 14} ${y1 + 26}" stroke="${C.forest}" stroke-width="110" stroke-linecap="round" opacity=".18" filter="${c.url('blur')}"/><path d="M${x1} ${y1} L${x2} ${y2}" stroke="${skinDark}" stroke-width="76" stroke-linecap="round"/><path d="M${x1} ${y1 - 3} L${x2} ${y2 - 3}" stroke="${C.skin}" stroke-width="70" stroke-linecap="round"/><path d="M${x0} ${y0} L${x1} ${y1}" stroke="${C.pine}" stroke-width="104"/><path d="M${f(x1 - (x1 - x0) * 0.08)} ${f(y1 - (y1 - y0) * 0.08)} L${x1} ${y1}" stroke="${C.forest}" stroke-width="106"/>`
}

/* ------------------------------------------------------------------ the illustrations */

function bedSheet(c: Ctx): Art {
  const pr = proj(0, 650, [1, 0], [0.3, 0.55])
  const X0 = 300,
    X1 = 860,
    D = 700,
    F = 110,
    M = 250
  const pillow = (x0: number, x1: number) => {
    const y0 = 28,
      y1 = 160,
      z0 = M,
      z1 = M + 58
    return (
      face(
        pr,
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
          [x0, y1, z0],
          [x0, y0, z0],
        ],
        '#e7dfd1',
        34,
      ) +
      face(
        pr,
        [
          [x0 + 8, y0, z1],
          [x1 - 8, y0, z1],
          [x1 - 8, y1 - 14, z1],
          [x0 + 8, y1 - 14, z1],
        ],
        C.white,
        34,
      )
    )
  }
  const snap = pr([X0, 150, 186])
  const [sx, sy] = snap
  return {
    title: 'Grounding sheet on a made bed, with its cord running to a wall socket',
    defs: `<radialGradient id="${c.id('lamp')}"><stop offset="0" stop-color="#ffe7b0" stop-opacity=".9"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>`,
    body: [
      room(c, 650, pr),
      // picture above the bed
      `<rect x="505" y="70" width="190" height="130" rx="4" fill="${C.paper}" stroke="${C.earth}" stroke-width="8"/><path d="M521 184 L575 130 L612 162 L640 140 L680 184 Z" fill="${C.sage}"/><circle cx="650" cy="110" r="14" fill="${C.sand}"/>`,
      // nightstand and lamp on the right
      `<circle cx="990" cy="300" r="200" fill="${c.url('lamp')}"/>`,
      box(pr, [900, 0, 0], [1080, 170, 230], { left: '#b48c58', front: '#a27b4a', top: '#c9a77a' }),
      seg(pr, [900, 170, 150], [1080, 170, 150], `stroke="#7f5f37" stroke-width="3"`),
      `<rect x="1012" y="514" width="40" height="8" rx="4" fill="#7f5f37"/>`,
      `<rect x="1000" y="392" width="14" height="80" fill="${C.earth}"/><ellipse cx="1007" cy="470" rx="34" ry="10" fill="#7f5f37"/><path d="M955 395 L1059 395 L1040 318 L974 318 Z" fill="#f6ead2"/>`,
      // wall socket with the adapter
      socket(150, 520, 104),
      // bed shadow and headboard
      shadowOf(
        c,
        pr,
        [
          [X0 - 30, -10, 0],
          [X1 + 40, -10, 0],
          [X1 + 50, D + 40, 0],
          [X0 - 30, D + 40, 0],
        ],
        0.3,
      ),
      box(pr, [280, -30, 0], [880, 0, 420], { left: '#8c6a3e', front: C.earth, top: '#b8925f' }, 6),
      // frame and mattress with the sheet
      box(pr, [X0 - 6, 0, 0], [X1 + 6, D + 8, F], { left: '#94703f', front: '#86653a', top: '#a27b4a' }),
      box(pr, [X0, 0, F], [X1, D, M], { left: shade(c.tone, 0.12), front: c.t1, top: c.tone }, 8),
      seg(pr, [X0, 0, F + 14], [X0, D, F + 14], `stroke="${c.t2}" stroke-width="2" opacity=".5"`),
      seg(pr, [X0, D, F + 14], [X1, D, F + 14], `stroke="${c.t2}" stroke-width="2" opacity=".5"`),
      gridOn(pr, [X0, 0, M], [X1, D, M], 40, c.thread, 0.45),
      pillow(322, 574),
      pillow(594, 846),
      // folded duvet at the foot
      // a folded throw across the foot
      face(
        pr,
        [
          [X0 - 12, 520, F + 30],
          [X0 - 12, 640, F + 30],
          [X0 - 12, 640, M + 16],
          [X0 - 12, 520, M + 16],
        ],
        shade(C.sage, 0.14),
        10,
      ),
      box(pr, [X0 - 12, 520, M], [X1 + 12, 640, M + 16], { front: shade(C.sage, 0.2), top: C.sage }, 10),
      seg(pr, [X0 - 12, 520, M + 16], [X1 + 12, 520, M + 16], `stroke="${tint(C.sage, 0.3)}" stroke-width="12" stroke-linecap="round"`),
      seg(pr, [X0 - 8, 560, M + 17], [X1 + 8, 560, M + 17], `stroke="${C.pine}" stroke-width="3" opacity=".35"`),
      seg(pr, [X0 - 8, 600, M + 17], [X1 + 8, 600, M + 17], `stroke="${C.pine}" stroke-width="3" opacity=".35"`),
      // snap and cord to the socket
      stud(c, sx, sy, 12, 0.9),
      cord(`M${f(sx)} ${f(sy + 10)} C${f(sx - 30)} ${f(sy + 90)} ${f(sx - 10)} 700 ${f(sx - 60)} 716 C200 736 150 700 152 650 L150 560`, C.pine, 8),
      adapterFront(c, 150, 520, 0.62),
      snapCap(150, 516, 13),
    ].join(''),
  }
}

function fabricWeave(c: Ctx): Art {
  const cell = 60
  const warp = (y: number, fill: string) => `<rect x="-10" y="${y + 5}" width="${cell * 4 + 20}" height="${cell - 10}" fill="${fill}"/>`
  // A 4x4 plain weave tile: weft (vertical) threads pass over alternate warps; the last warp is silver.
  const over: string[] = []
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      if ((i + j) % 2 === 0)
        over.push(
          `<rect x="${i * cell + 5}" y="${j * cell - 4}" width="${cell - 10}" height="${cell + 8}" rx="22" fill="${c.url(i === 3 ? 'silkV' : 'weft')}"/>`,
        )
  const tile = [0, 1, 2].map((j) => warp(j * cell, c.url('warp'))).join('') + warp(3 * cell, c.url('silk')) + over.join('')
  return {
    title: 'Macro view of woven cotton with conductive silver thread',
    defs: `<linearGradient id="${c.id('warp')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.t2}"/><stop offset=".25" stop-color="${c.tone}"/><stop offset=".45" stop-color="${c.hi}"/><stop offset=".7" stop-color="${c.tone}"/><stop offset="1" stop-color="${c.t2}"/></linearGradient><linearGradient id="${c.id('weft')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.t2}"/><stop offset=".4" stop-color="${tint(c.tone, 0.28)}"/><stop offset="1" stop-color="${c.t1}"/></linearGradient><linearGradient id="${c.id('silk')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f6a72"/><stop offset=".45" stop-color="#f4f7f9"/><stop offset="1" stop-color="#6f7a82"/></linearGradient><linearGradient id="${c.id('silkV')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5f6a72"/><stop offset=".4" stop-color="#f4f7f9"/><stop offset="1" stop-color="#6f7a82"/></linearGradient><pattern id="${c.id('weave')}" width="${cell * 4}" height="${cell * 4}" patternUnits="userSpaceOnUse"><rect width="${cell * 4}" height="${cell * 4}" fill="${c.t3}"/>${tile}</pattern><radialGradient id="${c.id('vig')}" cx=".45" cy=".4" r=".75"><stop offset=".55" stop-color="${C.forest}" stop-opacity="0"/><stop offset="1" stop-color="${C.forest}" stop-opacity=".55"/></radialGradient>`,
    body: `<g transform="rotate(-16 600 600)"><rect x="-300" y="-300" width="1800" height="1800" fill="${c.url('weave')}"/></g><rect width="1200" height="1200" fill="${c.url('vig')}"/>`,
  }
}

function fittedSheet(c: Ctx): Art {
  const W = 620,
    D = 560,
    H = 190
  const pr = fitProj([0.92, 0.26], [-0.5, 0.42], [W, D, H], 600, 560)
  const elastic: string[] = []
  // gathered elastic hem along the two visible lower edges
  const hem = (from: V3, to: V3, n: number) => {
    const parts: string[] = []
    for (let i = 0; i <= n; i++) {
      const t = i / n
      const p = pr([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (i % 2 ? 10 : -2)])
      parts.push(`${i ? (i % 2 ? 'Q' : ' ') : 'M'}${f(p[0])} ${f(p[1])}`)
    }
    return parts.join(' ')
  }
  elastic.push(
    `<path d="${hem([0, D, 24], [W, D, 24], 40)} ${hem([W, D, 24], [W, 0, 24], 36).replace('M', 'L')}" fill="none" stroke="${c.t2}" stroke-width="8" stroke-linecap="round"/>`,
  )
  const [sx, sy] = pr([W, 170, 120])
  return {
    title: 'Fitted grounding sheet wrapped over a mattress corner, with elastic hem and snap',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-20, -20, 0],
          [W + 40, -20, 0],
          [W + 40, D + 50, 0],
          [-20, D + 50, 0],
        ],
        0.32,
      ),
      // mattress core visible under the hem
      box(pr, [0, 0, 0], [W, D, 30], { front: '#ece5d8', right: '#e2d9c9' }, 10),
      box(pr, [0, 0, 22], [W, D, H], { front: c.t1, right: shade(c.tone, 0.2), top: c.tone }, 22),
      gridOn(pr, [14, 14, H], [W - 14, D - 14, H], 46, c.thread, 0.5),
      elastic.join(''),
      seg(pr, [0, D, H - 4], [W, D, H - 4], `stroke="${c.hi}" stroke-width="5" opacity=".5"`),
      stud(c, sx, sy, 16, 0.8),
      cord(
        `M${f(sx)} ${f(sy + 12)} C${f(sx + 60)} ${f(sy + 140)} ${f(sx + 200)} ${f(sy + 60)} ${f(sx + 170)} ${f(sy + 260)} S ${f(sx + 120)} 1180 ${f(sx + 200)} 1230`,
        C.pine,
        10,
      ),
    ].join(''),
  }
}

function mattressTopper(c: Ctx): Art {
  const W = 700,
    D = 620,
    H = 90
  const pr = fitProj([0.92, 0.26], [-0.45, 0.45], [W, D, H], 600, 600)
  const quilt: string[] = []
  for (let x = 70; x < W; x += 70)
    for (let y = 70; y < D; y += 70) {
      const [px, py] = pr([x, y, H])
      quilt.push(`<circle cx="${f(px)}" cy="${f(py)}" r="3.5"/>`)
    }
  const [sx, sy] = pr([W, 120, H / 2])
  return {
    title: 'Leather grounding mattress topper with silver-thread stitching',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-10, -10, 0],
          [W + 30, -10, 0],
          [W + 30, D + 40, 0],
          [-10, D + 40, 0],
        ],
        0.32,
      ),
      box(pr, [0, 0, 0], [W, D, H], { front: c.t1, right: shade(c.tone, 0.22), top: c.tone }, 34),
      // piping along the top edges
      `<polyline points="${pts(pr, [
        [0, D, H],
        [W, D, H],
        [W, 0, H],
      ])}" fill="none" stroke="${c.t2}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`,
      `<polyline points="${pts(pr, [
        [0, D, H + 2],
        [W, D, H + 2],
        [W, 0, H + 2],
      ])}" fill="none" stroke="${c.hi}" stroke-width="3" opacity=".6" stroke-linejoin="round"/>`,
      `<g stroke-dasharray="14 9">${gridOn(pr, [0, 0, H], [W, D, H], 70, C.silver, 0.9, 3)}</g>`,
      `<g fill="${C.silver}">${quilt.join('')}</g>`,
      stud(c, sx, sy, 15, 0.85),
    ].join(''),
  }
}

function topperDetail(c: Ctx): Art {
  return {
    title: 'Close-up of the leather topper: grain, silver stitching, piping and snap',
    defs: `<pattern id="${c.id('grain')}" width="36" height="32" patternUnits="userSpaceOnUse"><circle cx="6" cy="7" r="3" fill="${c.t1}" opacity=".45"/><circle cx="24" cy="18" r="2.4" fill="${c.t1}" opacity=".4"/><circle cx="14" cy="27" r="2" fill="${c.hi}" opacity=".35"/><circle cx="31" cy="4" r="1.6" fill="${c.hi}" opacity=".35"/></pattern><linearGradient id="${c.id('sheen')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".25"/></linearGradient>`,
    body: [
      `<rect width="1200" height="1200" fill="${C.sand}"/>`,
      // the topper surface fills the frame, its edge curving away at the bottom
      `<path d="M0 0 H1200 V880 C900 930 400 940 0 900 Z" fill="${c.tone}"/>`,
      `<path d="M0 0 H1200 V880 C900 930 400 940 0 900 Z" fill="${c.url('grain')}"/>`,
      `<path d="M0 900 C400 940 900 930 1200 880 V1010 C900 1060 400 1070 0 1040 Z" fill="${c.t2}"/>`,
      `<path d="M0 904 C400 944 900 934 1200 884" stroke="${c.t1}" stroke-width="36" fill="none"/>`,
      `<path d="M0 896 C400 936 900 926 1200 876" stroke="${c.hi}" stroke-width="8" fill="none" opacity=".6"/>`,
      `<rect width="1200" height="1200" fill="${c.url('sheen')}"/>`,
      // silver stitching lines
      `<g stroke="${C.silver}" stroke-width="9" stroke-linecap="round" stroke-dasharray="30 22" fill="none"><path d="M-40 300 L1240 170"/><path d="M-40 660 L1240 530"/><path d="M360 -40 L460 880"/><path d="M860 -40 L960 860"/></g>`,
      `<g stroke="#5f686e" stroke-width="3" stroke-linecap="round" stroke-dasharray="30 22" fill="none" opacity=".5" transform="translate(0 6)"><path d="M-40 300 L1240 170"/><path d="M-40 660 L1240 530"/></g>`,
      // the snap stud at a stitch crossing
      shadow(c, 930, 596, 110, 46, 0.9),
      stud(c, 920, 570, 88, 0.62),
    ].join(''),
  }
}

function matDesk(c: Ctx): Art {
  // desk top seen from the front and above: y runs into the picture
  const pr = proj(600, 1010, [1, 0], [0.08, -0.5])
  const matA: V3 = [-380, 40, 0]
  const matB: V3 = [380, 560, 5]
  const [kx, ky] = pr([-330, 70, 5])
  const keys = [420, 450, 480, 510].map((y) => seg(pr, [-196, y, 22], [196, y, 22], `stroke="#9aa1a6" stroke-width="11" stroke-dasharray="24 6"`)).join('')
  return {
    title: 'Grounding desk mat under the wrists in front of a laptop',
    body: [
      `<rect width="1200" height="1200" fill="${c.url('wall')}"/>`,
      `<rect x="90" y="60" width="260" height="200" rx="6" fill="${C.paper}" stroke="#d6c8ae" stroke-width="6"/><path d="M110 240 C160 160 230 140 330 110 V240 Z" fill="${C.sage}" opacity=".8"/>`,
      // desk and the dark space under it
      `<rect y="1000" width="1200" height="200" fill="#cdbd9f"/>`,
      face(
        pr,
        [
          [-700, 0, 0],
          [700, 0, 0],
          [700, 900, 0],
          [-700, 900, 0],
        ],
        '#c9a77a',
      ),
      face(
        pr,
        [
          [-700, 0, 0],
          [700, 0, 0],
          [700, 0, -60],
          [-700, 0, -60],
        ],
        '#a27b4a',
      ),
      seg(pr, [-700, 0, 0], [700, 0, 0], `stroke="#e0c59b" stroke-width="4"`),
      shadowOf(
        c,
        pr,
        [
          [-370, 20, 0],
          [400, 20, 0],
          [400, 580, 0],
          [-370, 580, 0],
        ],
        0.25,
      ),
      // the mat
      box(pr, matA, matB, { front: c.t1, top: c.tone }, 14),
      gridOn(pr, [matA[0], matA[1], 5], [matB[0], matB[1], 5], 48, c.thread, 0.22),
      // laptop: base, keyboard, trackpad, lid
      shadowOf(
        c,
        pr,
        [
          [-250, 300, 5],
          [250, 300, 5],
          [250, 600, 5],
          [-250, 600, 5],
        ],
        0.3,
      ),
      box(pr, [-240, 300, 5], [240, 560, 22], { front: '#9aa1a6', top: '#d7dcdf' }, 8),
      face(
        pr,
        [
          [-206, 405, 22],
          [206, 405, 22],
          [206, 525, 22],
          [-206, 525, 22],
        ],
        '#c3c9cd',
        4,
      ),
      keys,
      face(
        pr,
        [
          [-70, 318, 22],
          [70, 318, 22],
          [70, 380, 22],
          [-70, 380, 22],
        ],
        '#c9cfd2',
        4,
      ),
      face(
        pr,
        [
          [-240, 560, 22],
          [240, 560, 22],
          [240, 620, 330],
          [-240, 620, 330],
        ],
        '#3a4146',
        10,
      ),
      face(
        pr,
        [
          [-222, 568, 40],
          [222, 568, 40],
          [222, 616, 312],
          [-222, 616, 312],
        ],
        c.url('screen'),
      ),
      face(
        pr,
        [
          [-190, 580, 100],
          [20, 580, 100],
          [20, 595, 170],
          [-190, 595, 170],
        ],
        '#ffffff',
        0,
        ' opacity=".18"',
      ),
      face(
        pr,
        [
          [-190, 600, 200],
          [150, 600, 200],
          [150, 606, 230],
          [-190, 606, 230],
        ],
        '#ffffff',
        0,
        ' opacity=".3"',
      ),
      face(
        pr,
        [
          [60, 576, 80],
          [190, 576, 80],
          [190, 588, 150],
          [60, 588, 150],
        ],
        C.sage,
        0,
        ' opacity=".5"',
      ),
      // forearms resting on the mat, hands on the keyboard
      arm(c, 330, 1230, 468, 930, 506, 790),
      arm(c, 938, 1230, 800, 930, 762, 790),
      // mug and plant
      shadow(c, 985, 880, 80, 20),
      `<path d="M928 750 h104 v110 a18 18 0 0 1 -18 18 h-68 a18 18 0 0 1 -18 -18 z" fill="${C.paper}"/><ellipse cx="980" cy="750" rx="52" ry="12" fill="#6b4b2a"/><path d="M1032 775 c40 0 40 60 0 60" stroke="${C.paper}" stroke-width="12" fill="none"/>`,
      shadow(c, 155, 700, 90, 20),
      `<path d="M100 590 h110 l-14 110 h-82 z" fill="${C.earth}"/><path d="M155 590 C100 500 70 450 90 400 C130 450 150 510 155 590 Z M155 590 C180 500 220 450 250 430 C250 500 200 560 155 590 Z M155 590 C150 500 155 420 175 360 C195 430 180 520 155 590 Z" fill="${C.leaf}"/>`,
      // cord from the mat's snap off the desk edge
      stud(c, kx, ky, 13, 0.6),
      cord(`M${f(kx)} ${f(ky + 6)} C${f(kx - 20)} ${f(ky + 40)} ${f(kx - 70)} 990 ${f(kx - 100)} 1020 S ${f(kx - 130)} 1150 ${f(kx - 120)} 1220`, C.pine, 9),
    ].join(''),
  }
}

function matFloor(c: Ctx): Art {
  const pr = proj(0, 620, [1, 0], [0.34, 0.5])
  const A: V3 = [300, 300, 0]
  const B: V3 = [720, 980, 8]
  const [kx, ky] = pr([A[0] + 34, A[1] + 40, 8])
  const sofa = { body: '#d3bf9c', front: '#c4ad86', side: '#bfa47a', top: '#e2d3b8', seat: '#ece1cc' }
  return {
    title: 'Grounding floor mat in a living room, plugged into a wall socket',
    body: [
      room(c, 620, pr),
      // a sofa against the wall: back, seat, arms and legs
      shadowOf(
        c,
        pr,
        [
          [560, 0, 0],
          [1080, 0, 0],
          [1080, 240, 0],
          [560, 240, 0],
        ],
        0.28,
      ),
      box(pr, [600, 0, 0], [1040, 70, 330], { left: sofa.side, front: sofa.body, top: sofa.top }, 18),
      box(pr, [640, 70, 40], [1000, 230, 150], { front: sofa.front, top: sofa.seat }, 18),
      box(pr, [580, 0, 40], [650, 240, 230], { left: sofa.side, front: sofa.front, top: sofa.top }, 18),
      box(pr, [990, 0, 40], [1060, 240, 230], { left: sofa.side, front: sofa.front, top: sofa.top }, 18),
      box(pr, [595, 220, 0], [615, 236, 40], { left: '#7f5f37', front: C.earth }),
      box(pr, [1030, 220, 0], [1050, 236, 40], { left: '#7f5f37', front: C.earth }),
      // cushion
      face(
        pr,
        [
          [690, 60, 150],
          [800, 60, 150],
          [800, 70, 260],
          [690, 70, 260],
        ],
        C.leaf,
        22,
      ),
      // side plant
      shadow(c, 200, 770, 90, 22),
      `<path d="M140 640 h120 l-16 130 h-88 z" fill="${C.paper}"/><path d="M200 640 C130 540 100 460 130 400 C170 470 190 560 200 640 Z M200 640 C230 540 270 480 300 460 C300 540 250 600 200 640 Z M200 640 C190 540 200 450 220 380 C245 460 225 560 200 640 Z" fill="${C.leaf}"/>`,
      socket(420, 520, 92),
      // the mat
      shadowOf(
        c,
        pr,
        [
          [A[0] - 10, A[1] - 10, 0],
          [B[0] + 30, A[1] - 10, 0],
          [B[0] + 30, B[1] + 40, 0],
          [A[0] - 10, B[1] + 40, 0],
        ],
        0.3,
      ),
      box(pr, A, B, { front: c.t1, left: c.t2, top: c.tone }, 18),
      gridOn(pr, [A[0], A[1], 8], [B[0], B[1], 8], 60, c.thread, 0.3),
      stud(c, kx, ky, 14, 0.7),
      cord(`M${f(kx)} ${f(ky + 6)} C${f(kx - 70)} ${f(ky + 20)} 390 700 420 650 L420 560`, C.pine, 8),
      adapterFront(c, 420, 520, 0.56),
      snapCap(420, 516, 12),
    ].join(''),
  }
}

function matYoga(c: Ctx): Art {
  const L = 860,
    W = 400,
    T = 10
  const pr = fitProj([0.84, 0.3], [-0.5, 0.46], [L, W, T], 600, 640)
  const ribs: string[] = []
  for (let x = 30; x < L - 20; x += 24) ribs.push(seg(pr, [x, 12, T], [x, W - 12, T], `stroke="${c.t1}" stroke-width="3"`))
  const [kx, ky] = pr([30, W - 30, T])
  const [lx, ly] = pr([L - 90, W / 2, T])
  return {
    title: 'Grounding yoga mat rolled out, with a cork block on it',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-10, -10, 0],
          [L + 30, -10, 0],
          [L + 30, W + 30, 0],
          [-10, W + 30, 0],
        ],
        0.3,
      ),
      box(pr, [0, 0, 0], [L, W, T], { front: c.t2, right: c.t1, top: c.tone }, 12),
      ribs.join(''),
      seg(pr, [20, W / 3, T], [L - 20, W / 3, T], `stroke="${c.thread}" stroke-width="3" opacity=".8"`),
      seg(pr, [20, (2 * W) / 3, T], [L - 20, (2 * W) / 3, T], `stroke="${c.thread}" stroke-width="3" opacity=".8"`),
      `<circle cx="${f(lx)}" cy="${f(ly)}" r="34" fill="${c.tone}"/>`,
      logo(lx, ly, 54),
      // a cork block standing on the mat
      shadowOf(
        c,
        pr,
        [
          [470, 60, T],
          [700, 60, T],
          [700, 210, T],
          [470, 210, T],
        ],
        0.3,
      ),
      box(pr, [480, 60, T], [690, 190, T + 120], { front: '#c9a46e', right: '#b08652', top: '#dcbd8e' }, 10),
      stud(c, kx, ky, 12, 0.6),
      cord(
        `M${f(kx)} ${f(ky + 5)} C${f(kx - 60)} ${f(ky + 80)} ${f(kx + 40)} ${f(ky + 160)} ${f(kx - 40)} ${f(ky + 240)} S ${f(kx - 200)} 1150 -20 1200`,
        C.pine,
        8,
      ),
    ].join(''),
  }
}

function matYogaRolled(c: Ctx): Art {
  const R = 170
  // the spiral end of the roll: radius grows from the core to the outer layer
  const spiral: string[] = []
  const turns = 5.2
  for (let i = 0; i <= 200; i++) {
    const a = (i / 200) * turns * Math.PI * 2
    const r = 28 + ((R - 34) * i) / 200
    spiral.push(`${i ? 'L' : 'M'}${f(Math.cos(a) * r * 0.42)} ${f(Math.sin(a) * r)}`)
  }
  return {
    title: 'Rolled grounding yoga mat with a carry strap',
    defs: `<linearGradient id="${c.id('cyl')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.t1}"/><stop offset=".28" stop-color="${c.hi}"/><stop offset=".62" stop-color="${c.tone}"/><stop offset="1" stop-color="${c.t2}"/></linearGradient>`,
    body: [
      studio(c),
      shadow(c, 600, 840, 470, 70),
      `<g transform="translate(600 640) rotate(-12)">`,
      `<path d="M380 ${-R} H-380 A${f(R * 0.42)} ${R} 0 0 0 -380 ${R} H380 Z" fill="${c.url('cyl')}"/>`,
      // seam of the outer layer
      `<path d="M-380 ${R - 40} L300 ${R - 40}" stroke="${c.t2}" stroke-width="4" opacity=".5"/>`,
      // straps
      `<rect x="-250" y="${-R - 8}" width="54" height="${2 * R + 16}" rx="10" fill="${C.sand}"/><rect x="190" y="${-R - 8}" width="54" height="${2 * R + 16}" rx="10" fill="${C.sand}"/><rect x="-250" y="${-R - 8}" width="54" height="${2 * R + 16}" rx="10" fill="none" stroke="#cbb996" stroke-width="4" stroke-dasharray="10 8"/><rect x="190" y="${-R - 8}" width="54" height="${2 * R + 16}" rx="10" fill="none" stroke="#cbb996" stroke-width="4" stroke-dasharray="10 8"/>`,
      `<rect x="-236" y="${-R + 40}" width="26" height="34" rx="4" fill="none" stroke="${C.steel}" stroke-width="6"/>`,
      `<path d="M-223 ${-R - 4} C -150 ${-R - 120} 120 ${-R - 120} 217 ${-R - 4}" fill="none" stroke="${C.sand}" stroke-width="26" stroke-linecap="round"/>`,
      // spiral end
      `<ellipse cx="380" cy="0" rx="${R * 0.42}" ry="${R}" fill="${c.t2}"/>`,
      `<ellipse cx="380" cy="0" rx="${R * 0.42 - 8}" ry="${R - 8}" fill="${c.tone}"/>`,
      `<path d="${spiral.join(' ')}" transform="translate(380 0)" fill="none" stroke="${c.t2}" stroke-width="5"/>`,
      `<ellipse cx="380" cy="0" rx="11" ry="26" fill="${C.forest}" opacity=".6"/>`,
      `<path d="M-370 ${-R + 30} L360 ${-R + 30}" stroke="#ffffff" stroke-width="10" opacity=".18" stroke-linecap="round"/>`,
      `</g>`,
    ].join(''),
  }
}

function matStarter(c: Ctx): Art {
  const W = 620,
    D = 460,
    T = 8
  const pr = fitProj([0.9, 0.3], [-0.48, 0.4], [W, D, T], 520, 520)
  const [kx, ky] = pr([W - 34, 40, T])
  return {
    title: 'Grounding starter mat with its cord and plug adapter',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-10, -10, 0],
          [W + 30, -10, 0],
          [W + 30, D + 30, 0],
          [-10, D + 30, 0],
        ],
        0.3,
      ),
      box(pr, [0, 0, 0], [W, D, T], { front: c.t2, right: c.t1, top: c.tone }, 16),
      gridOn(pr, [0, 0, T], [W, D, T], 52, c.thread, 0.35),
      face(
        pr,
        [
          [0, 0, T],
          [W, 0, T],
          [W, 60, T],
          [0, 60, T],
        ],
        '#ffffff',
        0,
        ' opacity=".08"',
      ),
      logo(...pr([W - 80, D - 70, T]), 48),
      cord(`M${f(kx + 6)} ${f(ky + 4)} C${f(kx + 160)} ${f(ky + 40)} 1120 560 1040 740 C980 880 760 860 800 960 C830 1030 930 1020 960 990`, C.pine, 10),
      snapCap(kx, ky, 20, C.leaf),
      plugTop(c, 960, 960, 1.7, 225),
    ].join(''),
  }
}

function snapConnector(c: Ctx): Art {
  return {
    title: 'Snap connector clicking onto the metal stud of a grounding product',
    body: [
      studio(c),
      // fabric corner in the tone, stud mounted in it
      `<path d="M-20 820 C240 700 700 680 1220 760 V1220 H-20 Z" fill="${c.t1}"/>`,
      `<path d="M-20 800 C240 680 700 660 1220 740 V1220 H-20 Z" fill="${c.tone}"/>`,
      `<g stroke="${c.thread}" stroke-width="3" opacity=".45" fill="none"><path d="M-20 880 C300 790 800 790 1220 840"/><path d="M-20 980 C300 900 800 900 1220 950"/><path d="M-20 1080 C300 1010 800 1010 1220 1060"/><path d="M200 1220 L300 730"/><path d="M560 1220 L600 700"/><path d="M920 1220 L880 720"/></g>`,
      shadow(c, 600, 880, 170, 48, 0.9),
      // flange and post
      `<ellipse cx="600" cy="866" rx="140" ry="52" fill="${C.steel}"/><ellipse cx="600" cy="856" rx="140" ry="52" fill="${c.url('metal')}"/><ellipse cx="600" cy="856" rx="96" ry="34" fill="none" stroke="#7d868c" stroke-width="4"/>`,
      `<path d="M556 856 V790 H644 V856 A44 16 0 0 1 556 856 Z" fill="${c.url('metalV')}"/><ellipse cx="600" cy="790" rx="58" ry="22" fill="${c.url('metal')}"/><ellipse cx="600" cy="786" rx="30" ry="10" fill="#ffffff" opacity=".6"/>`,
      // click marks
      `<g stroke="${C.leaf}" stroke-width="8" stroke-linecap="round"><path d="M420 640 L380 610"/><path d="M410 700 L360 700"/><path d="M780 640 L820 610"/><path d="M790 700 L840 700"/></g>`,
      // the connector about to click on, tilted to show the socket in its underside
      cord('M700 360 C800 300 900 240 1000 210 S 1160 170 1240 110', C.pine, 26),
      `<g transform="translate(600 440) rotate(-16)"><ellipse cx="14" cy="-46" rx="132" ry="92" fill="${C.forest}"/><path d="M90 -80 L150 -120 L176 -84 L120 -50 Z" fill="${C.forest}"/><ellipse cx="0" cy="0" rx="132" ry="92" fill="${C.pine}"/><ellipse cx="0" cy="0" rx="112" ry="76" fill="none" stroke="${C.leaf}" stroke-width="5" opacity=".6"/><ellipse cx="0" cy="0" rx="64" ry="46" fill="${c.url('metal')}"/><ellipse cx="0" cy="2" rx="38" ry="26" fill="#4b5256"/><ellipse cx="-6" cy="-4" rx="26" ry="16" fill="#2f3437"/><path d="M-100 -40 C-80 -64 -40 -76 0 -78" stroke="#ffffff" stroke-width="6" opacity=".2" fill="none" stroke-linecap="round"/></g>`,
    ].join(''),
    defs: `<linearGradient id="${c.id('metalV')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8e979d"/><stop offset=".35" stop-color="#f2f4f5"/><stop offset=".7" stop-color="${C.silver}"/><stop offset="1" stop-color="#7d868c"/></linearGradient>`,
  }
}

/** A neat coil of cord seen from above at a slant, drawn as offset loops. */
function coil(c: Ctx, cx: number, cy: number, rx: number, ry: number, loops: number, color: string, w: number): string {
  const out: string[] = [
    `<ellipse cx="${f(cx + 10)}" cy="${f(cy + 22)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${C.forest}" stroke-width="${w * 4}" opacity=".22" filter="${c.url('blur')}"/>`,
  ]
  const dark = shade(color, 0.3)
  for (let i = 0; i < loops; i++) {
    const k = i - (loops - 1) / 2
    const e = `cx="${f(cx + k * 9)}" cy="${f(cy + k * 5)}" rx="${f(rx - Math.abs(k) * 6)}" ry="${f(ry + k * 3)}" transform="rotate(${f(k * 2.5)} ${f(cx)} ${f(cy)})"`
    out.push(`<ellipse ${e} fill="none" stroke="${dark}" stroke-width="${w + 3}"/><ellipse ${e} fill="none" stroke="${color}" stroke-width="${w}"/>`)
  }
  out.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="${f(w * 0.3)}" transform="translate(-2 -4)"/>`,
  )
  return out.join('')
}

/** The inline 100 kΩ resistor housing on a cord, centred and rotated. */
function resistor(cx: number, cy: number, rot: number, s: number): string {
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot}) scale(${s})"><rect x="-70" y="-22" width="140" height="50" rx="25" fill="${C.forest}"/><rect x="-70" y="-26" width="140" height="48" rx="24" fill="${C.pine}"/><rect x="-60" y="-20" width="120" height="10" rx="5" fill="#ffffff" opacity=".2"/><text x="0" y="9" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="${C.sand}">100k&#937;</text></g>`
}

function cordCoil(c: Ctx): Art {
  return {
    title: 'Earthing cord with inline 100k ohm resistor, snap connector and plug',
    body: [
      studio(c),
      coil(c, 540, 660, 280, 160, 6, c.tone, 12),
      // tie
      `<rect x="246" y="610" width="44" height="96" rx="12" fill="${C.sand}" stroke="#cbb996" stroke-width="3"/>`,
      // plug end
      cord('M800 740 C880 800 940 880 900 960', c.tone, 12),
      shadow(c, 910, 1040, 110, 28),
      plugTop(c, 900, 980, 1.8, 160),
      // snap end with the resistor
      cord('M330 560 C260 460 300 360 420 300 S 660 220 800 260', c.tone, 12),
      resistor(560, 262, -12, 1.3),
      shadow(c, 850, 300, 60, 18),
      snapCap(830, 262, 40, c.tone),
    ].join(''),
  }
}

function extensionCord(c: Ctx): Art {
  return {
    title: 'Grounding extension cord with a snap stud at one end and a snap socket at the other',
    body: [
      studio(c),
      coil(c, 600, 620, 340, 200, 8, c.tone, 9),
      // hook-and-loop strap
      `<rect x="236" y="560" width="76" height="116" rx="14" fill="${C.pine}"/><rect x="248" y="572" width="52" height="92" rx="9" fill="none" stroke="${C.leaf}" stroke-width="3" stroke-dasharray="6 6"/>`,
      // female end: snap socket cap
      cord('M900 520 C980 440 1010 340 960 280', c.tone, 9),
      shadow(c, 975, 290, 64, 18),
      snapCap(960, 250, 42, C.pine),
      // male end: a stud on a moulded disc
      cord('M380 770 C320 850 250 920 300 990', c.tone, 9),
      shadow(c, 315, 1050, 80, 22),
      `<circle cx="305" cy="1022" r="58" fill="${C.forest}"/><circle cx="305" cy="1012" r="58" fill="${C.pine}"/>`,
      stud(c, 305, 1010, 30, 1),
    ].join(''),
  }
}

function plugAdapter(c: Ctx): Art {
  const pr = proj(520, 700, [0.62, 0.42], [-0.78, 0.3])
  // body: x is depth (pins at x=0 side, snap face at x=D), y is width, z is height
  const D = 170,
    W = 300,
    H = 360
  const white = c.tone
  const pin = (y0: number, y1: number, z0: number, z1: number, metal: boolean) =>
    box(pr, [-190, y0, z0], [0, y1, z1], { front: metal ? '#9aa3a9' : '#3c423f', top: metal ? '#e6eaec' : '#5b615d' }, 2)
  const [sx, sy] = pr([D, W / 2, H * 0.52])
  return {
    title: 'Type G (UK three-pin) grounding plug adapter with a snap post',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-200, 0, 0],
          [D + 30, 0, 0],
          [D + 30, W + 30, 0],
          [-200, W + 30, 0],
        ],
        0.32,
      ),
      // pins point back and stick out behind the body
      pin(130, 170, 250, 320, true),
      pin(40, 80, 60, 100, true),
      pin(220, 260, 60, 100, true),
      box(pr, [0, 0, 0], [D, W, H], { front: white, right: shade(white, 0.08), top: tint(white, 0.3) }, 40),
      // snap face
      face(
        pr,
        [
          [D, 30, 30],
          [D, W - 30, 30],
          [D, W - 30, H - 30],
          [D, 30, H - 30],
        ],
        shade(white, 0.05),
        30,
        ' opacity=".0"',
      ),
      `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="70" ry="74" fill="${shade(white, 0.1)}" transform="rotate(-28 ${f(sx)} ${f(sy)})"/>`,
      stud(c, sx, sy - 4, 52, 1.05),
      logo(...pr([D, W / 2, H * 0.85]), 40),
      `<text x="${f(pr([D, W / 2, 70])[0])}" y="${f(pr([D, W / 2, 70])[1])}" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" letter-spacing="3" fill="${C.pine}" transform="rotate(-25 ${f(pr([D, W / 2, 70])[0])} ${f(pr([D, W / 2, 70])[1])})">EARTH</text>`,
    ].join(''),
  }
}

function testerPen(c: Ctx): Art {
  return {
    title: 'Grounding tester pen with a glowing LED tip',
    body: [
      studio(c),
      `<line x1="280" y1="930" x2="930" y2="520" stroke="${C.forest}" stroke-width="60" stroke-linecap="round" opacity=".2" filter="${c.url('blur')}"/>`,
      pen(c, 620, 620, -32, 1.75, c.tone),
    ].join(''),
  }
}

function conductivityTester(c: Ctx): Art {
  return {
    title: 'Handheld conductivity tester with a digital display and probe leads',
    body: [
      studio(c),
      cord('M560 880 C520 1000 330 940 290 1010 S 300 1080 250 1090', C.ink, 12),
      cord('M660 880 C720 1000 880 960 930 1020 S 930 1080 970 1090', C.leaf, 12),
      probe(c, 250, 1090, 200, C.ink),
      probe(c, 970, 1090, -20, C.leaf),
      shadow(c, 610, 930, 260, 50),
      `<g transform="rotate(-6 600 600)">${meter(c, 420, 290, 1.2, c.tone, '100', 'k&#937;')}</g>`,
    ].join(''),
  }
}

/** A test probe: insulated handle in `color` with a metal tip, drawn along +x then rotated. */
const probe = (c: Ctx, x: number, y: number, rot: number, color: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot})"><rect x="0" y="-17" width="150" height="34" rx="16" fill="${color}"/><rect x="130" y="-22" width="14" height="44" rx="5" fill="${color}"/><rect x="10" y="-11" width="110" height="7" rx="3" fill="#ffffff" opacity=".25"/><path d="M144 -6 L230 -1.5 L230 1.5 L144 6 Z" fill="${c.url('metal')}"/></g>`

function continuityTester(c: Ctx): Art {
  const holes: string[] = []
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) holes.push(`<circle cx="${660 + i * 26}" cy="${400 + j * 26}" r="7"/>`)
  return {
    title: 'Continuity tester with a probe, crocodile clip, LED and buzzer',
    body: [
      studio(c),
      // leads to a crocodile clip and a probe
      cord('M520 690 C460 800 300 760 260 860 S 250 940 250 960', C.ink, 11),
      cord('M700 690 C760 820 900 800 930 900', C.leaf, 11),
      `<g transform="translate(250 950) rotate(90)"><path d="M0 -22 L70 -30 L70 30 L0 22 Z" fill="${C.forest}"/><path d="M70 -30 L130 -40 L240 -6 L240 0 L70 -6 Z" fill="${c.url('metal')}"/><path d="M70 30 L130 40 L240 6 L240 0 L70 6 Z" fill="${C.steel}"/><path d="M150 -3 l8 5 l8 -5 l8 5 l8 -5 l8 5 l8 -5 l8 5 l8 -5 l8 5" stroke="#4b5256" stroke-width="3" fill="none"/><circle cx="118" cy="0" r="11" fill="#7d868c"/><circle cx="118" cy="0" r="5" fill="#d5dadd"/></g>`,
      probe(c, 930, 900, 70, C.leaf),
      // body
      shadow(c, 610, 720, 220, 40),
      `<rect x="400" y="270" width="420" height="440" rx="70" fill="${shade(c.tone, 0.35)}"/><rect x="400" y="250" width="420" height="440" rx="70" fill="${c.tone}"/><rect x="420" y="268" width="380" height="40" rx="20" fill="#ffffff" opacity=".14"/>`,
      `<rect x="440" y="360" width="190" height="130" rx="22" fill="${C.ink}"/><circle cx="535" cy="425" r="60" fill="${c.url('glow')}"/><circle cx="535" cy="425" r="24" fill="#7dffa1"/><circle cx="528" cy="418" r="8" fill="#ffffff"/>`,
      `<g fill="${C.ink}" opacity=".75">${holes.join('')}</g>`,
      `<g stroke="${C.leaf}" stroke-width="9" stroke-linecap="round" fill="none"><path d="M860 380 a70 70 0 0 1 0 100"/><path d="M900 340 a120 120 0 0 1 0 180"/></g>`,
      `<rect x="470" y="560" width="280" height="60" rx="30" fill="${C.forest}" opacity=".85"/><circle cx="510" cy="590" r="20" fill="${C.sage}"/>${logo(700, 590, 40)}`,
      `<rect x="560" y="680" width="100" height="30" rx="8" fill="${C.forest}"/>`,
    ].join(''),
  }
}

/** A folded textile seen from above: stacked layers with a fold shadow. */
function folded(c: Ctx, x: number, y: number, w: number, h: number, tone: string, band: boolean): string {
  const lines: string[] = []
  for (let gx = x + 46; gx < x + w - 10; gx += 46) lines.push(`<path d="M${gx} ${y + 4} V${y + h - 4}"/>`)
  for (let gy = y + 46; gy < y + h - 10; gy += 46) lines.push(`<path d="M${x + 4} ${gy} H${x + w - 4}"/>`)
  const wrapBand = band
    ? `<rect x="${x + w * 0.62}" y="${y - 4}" width="${w * 0.2}" height="${h + 14}" rx="4" fill="${C.kraft}"/><rect x="${x + w * 0.62}" y="${y - 4}" width="${w * 0.2}" height="10" rx="4" fill="#ffffff" opacity=".2"/>${logo(x + w * 0.72, y + h / 2, w * 0.13)}`
    : ''
  return `<rect x="${x + 14}" y="${y + 22}" width="${w}" height="${h}" rx="14" fill="${C.forest}" opacity=".2" filter="${c.url('blur')}"/><rect x="${x}" y="${y + 14}" width="${w}" height="${h}" rx="16" fill="${shade(tone, 0.22)}"/><rect x="${x}" y="${y + 7}" width="${w}" height="${h}" rx="16" fill="${shade(tone, 0.1)}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${tone}"/><g stroke="${threadOn(tone)}" stroke-width="1.6" opacity=".35">${lines.join('')}</g><rect x="${x + w - 26}" y="${y}" width="26" height="${h}" rx="13" fill="${shade(tone, 0.08)}"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.14}" rx="14" fill="#ffffff" opacity=".12"/>${wrapBand}`
}

/** A flat-lay tester pen seen from above, with its shadow cast down and to the right. */
const penFlat = (c: Ctx, x: number, y: number, rot: number, s: number) =>
  `<g transform="translate(${f(x + 10)} ${f(y + 16)}) rotate(${rot}) scale(${s})"><rect x="-290" y="-34" width="530" height="68" rx="34" fill="${C.forest}" opacity=".2" filter="${c.url('blur')}"/></g>${pen(c, x, y, rot, s, C.pine, false)}`

/** A small instruction card with the logo. */
const card = (c: Ctx, x: number, y: number, rot: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="8" y="12" width="220" height="150" rx="8" fill="${C.forest}" opacity=".18" filter="${c.url('blur')}"/><rect width="220" height="150" rx="8" fill="${C.white}"/>${logo(50, 52, 50)}<rect x="90" y="36" width="100" height="12" rx="6" fill="${C.pine}"/><rect x="90" y="58" width="80" height="10" rx="5" fill="${C.sage}"/><rect x="24" y="100" width="170" height="8" rx="4" fill="${C.sand}"/><rect x="24" y="118" width="140" height="8" rx="4" fill="${C.sand}"/></g>`

const leafSprig = (x: number, y: number, rot: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0 C60 -10 140 -10 220 0" stroke="${C.pine}" stroke-width="5" fill="none"/><path d="M60 -4 C70 -50 110 -60 130 -56 C120 -30 100 -10 60 -4 Z M100 -2 C120 30 150 40 170 36 C160 14 140 2 100 -2 Z M150 -2 C165 -40 195 -48 210 -44 C200 -20 180 -6 150 -2 Z" fill="${C.leaf}"/></g>`

function sleepKit(c: Ctx): Art {
  return {
    title: 'Sleep kit flat-lay: grounding sheet, pillowcases, cord, adapter and tester pen',
    body: [
      `<rect width="1200" height="1200" fill="${c.url('bg')}"/>`,
      folded(c, 110, 130, 560, 440, c.tone, true),
      folded(c, 720, 130, 360, 200, tint(c.tone, 0.12), false),
      folded(c, 720, 370, 360, 200, tint(c.tone, 0.12), false),
      coil(c, 330, 850, 180, 120, 4, C.pine, 10),
      resistor(330, 720, 0, 0.9),
      snapCap(510, 700, 28),
      cord('M490 720 C500 740 500 760 500 770', C.pine, 10),
      plugTop(c, 720, 860, 1.4, 20),
      penFlat(c, 940, 920, -40, 0.72),
      card(c, 520, 1010, -6),
      leafSprig(840, 720, -12),
    ].join(''),
  }
}

function homeKit(c: Ctx): Art {
  const grid: string[] = []
  for (let gx = 180; gx < 760; gx += 50) grid.push(`<path d="M${gx} 120 V620"/>`)
  for (let gy = 170; gy < 620; gy += 50) grid.push(`<path d="M130 ${gy} H760"/>`)
  return {
    title: 'Home kit flat-lay: grounding mat, cord, adapter, tester and guide',
    body: [
      `<rect width="1200" height="1200" fill="${c.url('bg')}"/>`,
      `<rect x="150" y="146" width="630" height="500" rx="26" fill="${C.forest}" opacity=".25" filter="${c.url('blur')}"/>`,
      `<rect x="130" y="128" width="630" height="500" rx="26" fill="${c.t2}"/><rect x="130" y="120" width="630" height="500" rx="26" fill="${c.tone}"/>`,
      `<g stroke="${c.thread}" stroke-width="1.5" opacity=".3">${grid.join('')}</g>`,
      `<rect x="130" y="120" width="630" height="80" rx="26" fill="#ffffff" opacity=".07"/>`,
      stud(c, 720, 160, 16, 1),
      logo(680, 570, 50),
      coil(c, 330, 870, 180, 120, 4, C.pine, 10),
      resistor(330, 740, 0, 0.9),
      plugTop(c, 680, 880, 1.4, -10),
      meter(c, 860, 360, 0.6, C.leaf, 'OK', ''),
      penFlat(c, 980, 860, -60, 0.62),
      card(c, 520, 1010, -6),
      leafSprig(880, 110, 10),
    ].join(''),
  }
}

function packaging(c: Ctx, label?: string): Art {
  const pr = proj(260, 1010, [1, 0], [0.46, -0.36])
  const W = 540,
    D = 300,
    H = 600
  const lines = label ? wrap(label, 20, 3) : []
  const fs = lines.length > 2 ? 34 : 40
  const text = lines
    .map(
      (l, i) =>
        `<text x="${260 + W / 2}" y="${f(720 + i * fs * 1.2)}" text-anchor="middle" font-family="sans-serif" font-size="${fs}" font-weight="700" fill="${C.forest}">${escapeXml(l)}</text>`,
    )
    .join('')
  return {
    title: 'Kraft gift box with the Groundwell leaf logo',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-20, -10, 0],
          [W + 40, -10, 0],
          [W + 40, D, 0],
          [-20, D, 0],
        ],
        0.35,
      ),
      box(pr, [0, 0, 0], [W, D, H], { right: '#b58e58', back: C.kraft, top: '#dcc08f' }, 6),
      // lid seam
      seg(pr, [0, 0, H - 70], [W, 0, H - 70], `stroke="#a98552" stroke-width="4"`),
      seg(pr, [W, 0, H - 70], [W, D, H - 70], `stroke="#957444" stroke-width="4"`),
      // the tone band around the base
      face(
        pr,
        [
          [0, 0, 40],
          [W, 0, 40],
          [W, 0, 140],
          [0, 0, 140],
        ],
        c.tone,
      ),
      face(
        pr,
        [
          [W, 0, 40],
          [W, D, 40],
          [W, D, 140],
          [W, 0, 140],
        ],
        c.t1,
      ),
      `<g stroke="${c.thread}" stroke-width="2" opacity=".6">${seg(pr, [0, 0, 60], [W, 0, 60], '')}${seg(pr, [0, 0, 120], [W, 0, 120], '')}</g>`,
      logo(260 + W / 2, 1010 - 470, 150),
      `<text x="${260 + W / 2}" y="${1010 - 330}" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" letter-spacing="9" fill="${C.pine}">GROUNDWELL</text>`,
      `<rect x="${260 + W / 2 - 40}" y="${1010 - 306}" width="80" height="4" rx="2" fill="${C.earth}"/>`,
      text,
    ].join(''),
  }
}

function groundCheck(c: Ctx): Art {
  const W = 900,
    D = 600,
    T = 10
  const pr = fitProj([0.9, 0.28], [-0.4, 0.42], [W, D, T], 560, 900)
  const skin = C.skin
  const edge = shade(skin, 0.2)
  const tip = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y + 3}" width="${w}" height="${h}" rx="${h / 2}" fill="${edge}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${skin}"/>`
  // in the meter's own coordinates (300 x 480): palm behind, fingertips and thumb over the edges
  const behind = `<path d="M980 300 L560 250 L560 470 L980 560 Z" fill="${C.pine}"/><path d="M560 250 L600 254 L600 474 L560 470 Z" fill="${C.forest}"/><path d="M180 190 C300 150 480 200 570 250 L570 470 C470 480 330 470 200 430 Z" fill="${skin}"/>`
  const front =
    tip(-26, 214, 80, 46) +
    tip(-30, 266, 86, 46) +
    tip(-26, 318, 80, 46) +
    tip(-18, 370, 66, 42) +
    `<path d="M372 226 L276 268" stroke="${edge}" stroke-width="50" stroke-linecap="round"/><path d="M372 222 L276 264" stroke="${skin}" stroke-width="44" stroke-linecap="round"/>`
  return {
    title: 'Checking a grounding mat with a handheld tester: the green OK light is on',
    body: [
      studio(c),
      shadowOf(
        c,
        pr,
        [
          [-10, -10, 0],
          [W + 30, -10, 0],
          [W + 30, D + 30, 0],
          [-10, D + 30, 0],
        ],
        0.3,
      ),
      box(pr, [0, 0, 0], [W, D, T], { front: c.t2, right: c.t1, top: c.tone }, 16),
      gridOn(pr, [0, 0, T], [W, D, T], 60, c.thread, 0.35),
      `<circle cx="440" cy="840" r="120" fill="${c.url('glow')}"/>`,
      `<g transform="translate(350 170) rotate(6) scale(0.95)">${behind}<path d="M138 470 L150 700 L162 470 Z" fill="${c.url('metal')}"/><rect x="120" y="470" width="60" height="40" rx="10" fill="${C.forest}"/>${meter(c, 0, 0, 1, C.white, 'OK', '', '#d8d0c2')}${front}</g>`,
    ].join(''),
  }
}

/* ------------------------------------------------------------------ document */

const draw: Record<ArtKey, (c: Ctx, label?: string) => Art> = {
  'bed-sheet': bedSheet,
  'fabric-weave': fabricWeave,
  'fitted-sheet': fittedSheet,
  'mattress-topper': mattressTopper,
  'topper-detail': topperDetail,
  'mat-desk': matDesk,
  'mat-floor': matFloor,
  'mat-yoga': matYoga,
  'mat-yoga-rolled': matYogaRolled,
  'mat-starter': matStarter,
  'snap-connector': snapConnector,
  'cord-coil': cordCoil,
  'extension-cord': extensionCord,
  'plug-adapter': plugAdapter,
  'tester-pen': testerPen,
  'conductivity-tester': conductivityTester,
  'continuity-tester': continuityTester,
  'sleep-kit': sleepKit,
  'home-kit': homeKit,
  packaging,
  'ground-check': groundCheck,
}

/** Gradients and filters every illustration may use. */
const sharedDefs = (c: Ctx) =>
  `<linearGradient id="${c.id('bg')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf8f3"/><stop offset=".62" stop-color="#f3ece1"/><stop offset="1" stop-color="#e9dfcf"/></linearGradient>` +
  `<radialGradient id="${c.id('light')}"><stop offset="0" stop-color="#ffffff" stop-opacity=".75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="${c.id('wall')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ebe1"/><stop offset="1" stop-color="#e8dfd0"/></linearGradient>` +
  `<radialGradient id="${c.id('sh')}"><stop offset="0" stop-color="${C.forest}" stop-opacity=".32"/><stop offset="1" stop-color="${C.forest}" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="${c.id('metal')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f7"/><stop offset=".45" stop-color="${C.silver}"/><stop offset=".8" stop-color="${C.steel}"/><stop offset="1" stop-color="#d5dadd"/></linearGradient>` +
  `<radialGradient id="${c.id('glow')}"><stop offset="0" stop-color="#8dffae" stop-opacity=".85"/><stop offset=".35" stop-color="#5fe08a" stop-opacity=".35"/><stop offset="1" stop-color="#5fe08a" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="${c.id('screen')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.pine}"/><stop offset="1" stop-color="${C.leaf}"/></linearGradient>` +
  `<filter id="${c.id('blur')}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>`

/** A square 1200x1200 product illustration as an SVG document string. `tone` is the product's main colour (hex), used for the fabric/mat/product body. */
export function renderIllustration(art: ArtKey, options: { tone: string; label?: string }): string {
  const tone = normalizeHex(options.tone)
  const prefix = `gw-${art}-${tone.slice(1)}-`
  const c: Ctx = {
    tone,
    t1: shade(tone, 0.16),
    t2: shade(tone, 0.3),
    t3: shade(tone, 0.5),
    hi: tint(tone, 0.22),
    thread: threadOn(tone),
    id: (name) => prefix + name,
    url: (name) => `url(#${prefix}${name})`,
  }
  const label = options.label?.trim() || undefined
  const art_ = draw[art](c, label)
  const title = label ? `${label}: ${art_.title}` : art_.title
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200" role="img"><title>${escapeXml(title)}</title><defs>${sharedDefs(c)}${art_.defs ?? ''}</defs>${art_.body}</svg>`
}
