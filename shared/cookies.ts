/** One cookie's value in a `Cookie` header (or `document.cookie`), decoded; null when absent or undecodable. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return null
    }
  }
  return null
}
