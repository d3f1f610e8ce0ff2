import { matchesQuery, type Searchable } from './search'

/**
 * The boolean side of Shopify's search syntax, which listings use to ask the store for their
 * members: `OR`, parentheses, `AND` (or juxtaposition), `-term` / `NOT term`. Each leaf term,
 * field-qualified or not, is handed unchanged to the store's search matcher (`search.ts`); a
 * query with no `OR` and no parentheses goes to it whole, so free-text search is unaffected.
 *
 * Malformed queries never fail: an unclosed parenthesis closes at the end, a stray `)` or a
 * trailing `OR` is ignored, as on the real store.
 */
type Node = { kind: 'term'; text: string } | { kind: 'not'; node: Node } | { kind: 'and' | 'or'; nodes: Node[] }

/** A term keeps its field and quotes (`title:"Flat Sheet"`), so the matcher reads it as written. */
const TOKEN = /\s*(\(|\)|-?(?:[\w.]+:)?"[^"]*"|[^\s()]+)/y

function tokenize(query: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  for (let match = TOKEN.exec(query); match; match = TOKEN.exec(query)) tokens.push(match[1]!)
  return tokens
}

const OPERATORS = new Set(['(', ')', 'AND', 'OR', 'NOT'])

/** How many terms a search holds (`title:"flat sheet"` is one; `OR`, `NOT` and parentheses are none). */
export const countTerms = (query: string) => tokenize(query).filter((token) => !OPERATORS.has(token)).length

export function parseBoolean(query: string): Node {
  const tokens = tokenize(query)
  let at = 0

  function or(): Node {
    const nodes = [and()]
    while (tokens[at] === 'OR') {
      at++
      nodes.push(and())
    }
    const kept = nodes.filter((n) => !(n.kind === 'and' && n.nodes.length === 0))
    return kept.length === 1 ? kept[0]! : { kind: 'or', nodes: kept }
  }

  function and(): Node {
    const nodes: Node[] = []
    while (at < tokens.length && tokens[at] !== ')' && tokens[at] !== 'OR') {
      if (tokens[at] === 'AND') {
        at++
        continue
      }
      const node = unary()
      if (node) nodes.push(node)
    }
    return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes }
  }

  function unary(): Node | null {
    const token = tokens[at++]!
    if (token === 'NOT') return at < tokens.length ? { kind: 'not', node: unary() ?? { kind: 'and', nodes: [] } } : null
    if (token === '(') {
      const inner = or()
      if (tokens[at] === ')') at++
      return inner
    }
    if (token.startsWith('-') && token.length > 1) return { kind: 'not', node: { kind: 'term', text: token.slice(1) } }
    return { kind: 'term', text: token }
  }

  const parts = [or()]
  // A stray `)` closes a group that was never opened: skip it and read on.
  while (at < tokens.length) {
    at++
    parts.push(or())
  }
  return parts.length === 1 ? parts[0]! : { kind: 'and', nodes: parts }
}

function evaluate(node: Node, item: Searchable): boolean {
  switch (node.kind) {
    case 'term':
      return matchesQuery(item, node.text)
    case 'not':
      return !evaluate(node.node, item)
    case 'and':
      return node.nodes.every((n) => evaluate(n, item))
    case 'or':
      return node.nodes.some((n) => evaluate(n, item))
  }
}

const BOOLEAN = /(^|\s)OR(\s|$)|[()]/

/** Whether a product matches a store query with Shopify's boolean syntax. */
export function matchesStoreQuery(item: Searchable, query: string | null | undefined): boolean {
  if (!query?.trim()) return true
  if (!BOOLEAN.test(query)) return matchesQuery(item, query)
  return evaluate(parseBoolean(query), item)
}
