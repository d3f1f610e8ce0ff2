/** Free-shipping progress (SPEC §9): what is left to spend, and a bar capped at 100%. */
export function freeShippingProgress(total: number, threshold: number) {
  const remaining = Math.max(0, Math.round((threshold - total) * 100) / 100)
  return {
    qualified: remaining === 0,
    remaining,
    percent: threshold <= 0 ? 100 : Math.min(100, (total / threshold) * 100),
  }
}
