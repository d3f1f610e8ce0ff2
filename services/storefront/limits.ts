import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import {
  type DocumentNode,
  Kind,
  getNamedType,
  GraphQLError,
  type GraphQLSchema,
  isCompositeType,
  isListType,
  getNullableType,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity'
import { RECOMMENDATIONS } from './discovery'
import { MAX_PAGE } from './model'
import { countTerms } from './query-syntax'

/**
 * What one Storefront API request may ask for, checked before anything runs: a query that
 * multiplies connections inside connections (variants → product → variants …) is refused
 * while it is still a few hundred bytes of text, instead of growing the heap until the
 * process dies.
 */
export type QueryLimits = {
  /**
   * Shopify's single-query maximum for tokenless requests: scalars 0, objects 1, connections
   * 2 + first × one node. Requests with a token have no cost limit, on Shopify as here.
   */
  maxCost: number
  /**
   * Fields one answer may resolve (a request with a token): the work actually done, where the cost
   * above is the work a query might do. A page of 250 products with the listing's fields is about
   * 25,000; the nested-variants attack reaches it within milliseconds.
   */
  maxResolvedFields: number
  /** Nested fields, fragments flattened. The shop's deepest operation is 8. */
  maxDepth: number
  /** Aliased fields in one operation (the shop uses none). */
  maxAliases: number
  /** Lexical tokens in the document, counted while parsing (the shop's largest is about 200). */
  maxTokens: number
  /** Bytes of the JSON answer; past it the data is dropped and an error sent instead. */
  maxResponseBytes: number
  /**
   * Characters of one search (`products(query:)`, `predictiveSearch(query:)`). A search string is
   * one token whatever its length, so the limits above never see it, while matching costs its
   * terms times the catalogue: without this a 60 KB search held the event loop for over a second.
   */
  maxSearchLength: number
  /** Terms of one search (`title:"flat sheet"` is one; `OR`, `NOT` and parentheses are none). */
  maxSearchTerms: number
}

export const QUERY_LIMITS: QueryLimits = {
  maxCost: 1000,
  maxResolvedFields: 200_000,
  maxDepth: 12,
  maxAliases: 20,
  maxTokens: 2000,
  maxResponseBytes: 1024 * 1024,
  // The shop sends at most 100 characters a shopper typed (shared/search-query.ts) and listing
  // queries of about ten terms (app/features/catalog/categories.ts).
  maxSearchLength: 1000,
  maxSearchTerms: 60,
}

/** The predictive search answers at most this many products, whatever the limit asked. */
export const PREDICTIVE_LIMIT = 10

/** Fields that return a plain list whose length the caller chooses: its cost is multiplied by it. */
const listSizes: Record<string, (args: Record<string, unknown>) => number> = {
  'QueryRoot.nodes': (args) => (Array.isArray(args.ids) ? args.ids.length : MAX_PAGE),
  'PredictiveSearchResult.products': () => PREDICTIVE_LIMIT,
  'QueryRoot.productRecommendations': () => RECOMMENDATIONS,
}

/** `first`/`last` as the resolver will read them; a connection asked for without either is costed at its largest page. */
function pageSize(args: Record<string, unknown>): number {
  const size = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : MAX_PAGE
  return Math.min(Math.max(size, 0), MAX_PAGE)
}

/**
 * Shopify's published cost model: a scalar or enum costs 0, an object 1, a connection
 * 2 plus its page size times the cost of one node (an edge and its node count once).
 */
export const shopifyCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returns = getNamedType(field.type)
  if (!isCompositeType(returns)) return 0
  if (returns.name.endsWith('Connection')) return 2 + pageSize(args) * childComplexity
  // A connection's edges, nodes and pageInfo are part of its own 2; only the nodes inside count.
  if (type.name.endsWith('Connection')) return field.name === 'nodes' ? 1 + childComplexity : field.name === 'edges' ? childComplexity : 0
  if (type.name.endsWith('Edge')) return field.name === 'node' ? 1 + childComplexity : 0
  const size = listSizes[`${type.name}.${field.name}`]
  if (size && isListType(getNullableType(field.type))) return size(args) * (1 + childComplexity)
  return 1 + childComplexity
}

const limitError = (message: string, code: string, extensions: Record<string, unknown>) => new GraphQLError(message, { extensions: { code, ...extensions } })

/** The cost of `document` under Shopify's model (for tests and for the limit rule). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>, operationName?: string) {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [shopifyCost] })
}

/**
 * Validation rules that refuse a document over the limits, with Shopify's error shape. The cost
 * limit applies to tokenless requests only (`tokenless`, the default), as Shopify's does.
 */
export function limitRules(
  limits: QueryLimits,
  { variables, operationName, tokenless = true }: { variables?: Record<string, unknown>; operationName?: string; tokenless?: boolean },
): ValidationRule[] {
  // Each armor rule reports our error instead of throwing its own (which would escape validate()).
  const report = (code: string, extensions: Record<string, unknown>) => (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(limitError(error.message.replace(/^Syntax Error: /, ''), code, extensions))
  const cost: ValidationRule = (context) => {
    const document = context.getDocument()
    let value: number
    try {
      value = queryCost(context.getSchema(), document, variables, operationName)
    } catch (error) {
      // Variables that do not fit their types (the message execution would give), or too many
      // nodes to even cost (fragments spread into fragments): either way nothing runs.
      context.reportError(error instanceof GraphQLError ? error : new GraphQLError(String(error)))
      return {}
    }
    if (tokenless && value > limits.maxCost) {
      context.reportError(
        limitError(`Query cost is ${costText(value)}, which exceeds the single query max cost limit (${limits.maxCost}).`, 'MAX_COMPLEXITY_EXCEEDED', {
          cost: Number.isFinite(value) ? value : null,
          maxCost: limits.maxCost,
        }),
      )
    }
    return {}
  }
  return [
    searchRule(limits, variables),
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [report('MAX_DEPTH_EXCEEDED', { maxDepth: limits.maxDepth })],
    }),
    maxAliasesRule({
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [report('MAX_ALIASES_EXCEEDED', { maxAliases: limits.maxAliases })],
    }),
    cost,
  ]
}

/** The root fields that search the catalogue with a `query` string. */
const SEARCHES = new Set(['products', 'predictiveSearch', 'search'])

/** Refuses a search over the length or term limit, inline or in a variable, before any resolver runs. */
function searchRule(limits: QueryLimits, variables: Record<string, unknown> | undefined): ValidationRule {
  return (context) => ({
    Field(node) {
      if (!SEARCHES.has(node.name.value) || context.getParentType() !== context.getSchema().getQueryType()) return
      const argument = node.arguments?.find((a) => a.name.value === 'query')?.value
      const query = argument?.kind === Kind.STRING ? argument.value : argument?.kind === Kind.VARIABLE ? variables?.[argument.name.value] : undefined
      if (typeof query !== 'string') return
      if (query.length > limits.maxSearchLength) {
        context.reportError(
          limitError(
            `Search query is ${query.length} characters long, which exceeds the maximum search length (${limits.maxSearchLength}).`,
            'MAX_SEARCH_LENGTH_EXCEEDED',
            { length: query.length, maxSearchLength: limits.maxSearchLength },
          ),
        )
        return
      }
      const terms = countTerms(query)
      if (terms > limits.maxSearchTerms) {
        context.reportError(
          limitError(`Search query has ${terms} terms, which exceeds the maximum of ${limits.maxSearchTerms}.`, 'MAX_SEARCH_TERMS_EXCEEDED', {
            terms,
            maxSearchTerms: limits.maxSearchTerms,
          }),
        )
      }
    },
  })
}

const costText = (value: number) => (value < 1e15 ? String(Math.round(value)) : value.toExponential(2))

/** The error that replaces an answer that resolved more than `maxResolvedFields`. */
export const tooMuchWork = (limits: QueryLimits) =>
  limitError(
    `Query resolved more than ${limits.maxResolvedFields} fields, the most one request may: ask for fewer items per page or fewer nested connections.`,
    'MAX_NODES_EXCEEDED',
    { maxResolvedFields: limits.maxResolvedFields },
  )

/** The error that replaces an answer past `maxResponseBytes`. */
export const responseTooLarge = (bytes: number, limits: QueryLimits) =>
  limitError(
    `Response of ${bytes} bytes exceeds the maximum response size (${limits.maxResponseBytes} bytes): ask for fewer items per page.`,
    'MAX_RESPONSE_SIZE_EXCEEDED',
    { maxResponseBytes: limits.maxResponseBytes },
  )
