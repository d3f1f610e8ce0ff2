/**
 * A fake Shopify Admin API on loopback for the tests: it executes the shop's documents with
 * graphql-js against an excerpt of the Admin GraphQL schema of API version 2025-07 (the types the
 * shop's calls touch, their fields as Shopify's reference publishes them), so a misspelt field, a
 * wrong variable type or an enum value Shopify does not know is refused as Shopify would refuse
 * it. It keeps the discounts and customers it was asked to create, and can be taken down.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildSchema, execute, type GraphQLError, parse, validate } from 'graphql'
import { leaveIdleConnectionsToTheClient } from '../helpers/idle-connections'
import { loadCatalogue } from '../../services/storefront/catalogue'
import { createStorefrontHandler } from '../../services/storefront/handler'

const ADMIN_2025_07_EXCERPT = /* GraphQL */ `
  scalar DateTime

  type Query {
    customers(first: Int, last: Int, after: String, before: String, query: String, reverse: Boolean): CustomerConnection!
  }
  type Mutation {
    discountCodeBasicCreate(basicCodeDiscount: DiscountCodeBasicInput!): DiscountCodeBasicCreatePayload
    customerCreate(input: CustomerInput!): CustomerCreatePayload
    customerEmailMarketingConsentUpdate(input: CustomerEmailMarketingConsentUpdateInput!): CustomerEmailMarketingConsentUpdatePayload
  }

  input DiscountCodeBasicInput {
    title: String
    code: String
    startsAt: DateTime
    endsAt: DateTime
    customerSelection: DiscountCustomerSelectionInput
    customerGets: DiscountCustomerGetsInput
    minimumRequirement: DiscountMinimumRequirementInput
    usageLimit: Int
    appliesOncePerCustomer: Boolean
    combinesWith: DiscountCombinesWithInput
    recurringCycleLimit: Int
  }
  input DiscountCustomerSelectionInput {
    all: Boolean
    customers: DiscountCustomersInput
    customerSegments: DiscountCustomerSegmentsInput
  }
  input DiscountCustomersInput {
    add: [ID!]
    remove: [ID!]
  }
  input DiscountCustomerSegmentsInput {
    add: [ID!]
    remove: [ID!]
  }
  input DiscountCustomerGetsInput {
    value: DiscountCustomerGetsValueInput
    items: DiscountItemsInput
    appliesOnOneTimePurchase: Boolean
    appliesOnSubscription: Boolean
  }
  input DiscountCustomerGetsValueInput {
    percentage: Float
    discountAmount: DiscountAmountInput
  }
  input DiscountAmountInput {
    amount: Float
    appliesOnEachItem: Boolean
  }
  input DiscountItemsInput {
    all: Boolean
    products: DiscountProductsInput
    collections: DiscountCollectionsInput
  }
  input DiscountProductsInput {
    productsToAdd: [ID!]
    productsToRemove: [ID!]
    productVariantsToAdd: [ID!]
    productVariantsToRemove: [ID!]
  }
  input DiscountCollectionsInput {
    add: [ID!]
    remove: [ID!]
  }
  input DiscountMinimumRequirementInput {
    quantity: DiscountMinimumQuantityInput
    subtotal: DiscountMinimumSubtotalInput
  }
  input DiscountMinimumQuantityInput {
    greaterThanOrEqualToQuantity: String
  }
  input DiscountMinimumSubtotalInput {
    greaterThanOrEqualToSubtotal: Float
  }
  input DiscountCombinesWithInput {
    productDiscounts: Boolean
    orderDiscounts: Boolean
    shippingDiscounts: Boolean
  }

  type DiscountCodeBasicCreatePayload {
    codeDiscountNode: DiscountCodeNode
    userErrors: [DiscountUserError!]!
  }
  type DiscountCodeNode {
    id: ID!
  }
  type DiscountUserError {
    field: [String!]
    code: DiscountErrorCode
    message: String!
    extraInfo: String
  }
  enum DiscountErrorCode {
    BLANK
    EQUAL_TO
    GREATER_THAN
    GREATER_THAN_OR_EQUAL_TO
    INVALID
    LESS_THAN
    LESS_THAN_OR_EQUAL_TO
    TAKEN
    TOO_LONG
    TOO_SHORT
    VALUE_OUTSIDE_RANGE
    CONFLICT
    INTERNAL_ERROR
    MISSING_ARGUMENT
    EXCEEDED_MAX
    DUPLICATE
  }

  input CustomerInput {
    id: ID
    email: String
    firstName: String
    lastName: String
    phone: String
    note: String
    tags: [String!]
    locale: String
    taxExempt: Boolean
    emailMarketingConsent: CustomerEmailMarketingConsentInput
  }
  input CustomerEmailMarketingConsentInput {
    marketingState: CustomerEmailMarketingState!
    marketingOptInLevel: CustomerMarketingOptInLevel
    consentUpdatedAt: DateTime
    sourceLocationId: ID
  }
  enum CustomerEmailMarketingState {
    NOT_SUBSCRIBED
    PENDING
    SUBSCRIBED
    UNSUBSCRIBED
    REDACTED
    INVALID
  }
  enum CustomerMarketingOptInLevel {
    SINGLE_OPT_IN
    CONFIRMED_OPT_IN
    UNKNOWN
  }
  input CustomerEmailMarketingConsentUpdateInput {
    customerId: ID!
    emailMarketingConsent: CustomerEmailMarketingConsentInput!
  }

  type CustomerConnection {
    nodes: [Customer!]!
  }
  type Customer {
    id: ID!
    email: String
    tags: [String!]!
  }
  type CustomerCreatePayload {
    customer: Customer
    userErrors: [UserError!]!
  }
  type UserError {
    field: [String!]
    message: String!
  }
  type CustomerEmailMarketingConsentUpdatePayload {
    customer: Customer
    userErrors: [CustomerEmailMarketingConsentUpdateUserError!]!
  }
  type CustomerEmailMarketingConsentUpdateUserError {
    field: [String!]
    code: CustomerEmailMarketingConsentUpdateUserErrorCode
    message: String!
  }
  enum CustomerEmailMarketingConsentUpdateUserErrorCode {
    INVALID
    INCLUSION
    INTERNAL_ERROR
    MISSING_ARGUMENT
  }
`

const schema = buildSchema(ADMIN_2025_07_EXCERPT)

type Consent = { marketingState: string; marketingOptInLevel?: string; consentUpdatedAt?: string }
export type StoredDiscount = {
  title: string
  code: string
  startsAt: string
  endsAt: string
  customerSelection: { all: boolean }
  customerGets: { value: { percentage: number }; items: { all: boolean } }
  usageLimit: number
  appliesOncePerCustomer: boolean
}
export type StoredCustomer = { id: string; email: string; tags: string[]; consent: Consent | null; locale?: string | null }

/** What the fake does with a request: answer it, answer HTTP 503, or drop the connection unanswered. */
export type AdminMode = 'up' | 'http-503' | 'drop'

/**
 * The same store's Storefront API (`/api/<version>/graphql.json`): the embedded store on the shop's
 * catalogue, which answers on the published Storefront schema.
 */
const storefront = createStorefrontHandler({ catalogue: loadCatalogue(), assetBase: 'http://shop.test' })
async function storefrontApi(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'))
  const answer = await storefront.handle(new Request(`http://store.test${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }))
  res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' })
  res.end(await answer.text())
}

export async function startFakeShopifyAdmin(options: { token: string }) {
  const discounts = new Map<string, StoredDiscount>()
  const customers = new Map<string, StoredCustomer>()
  /** Every call answered, by operation name, with its variables. */
  const calls: { operation: string; variables: Record<string, unknown> }[] = []
  /** Documents or variables the schema refused (a correct client sends none). */
  const refused: string[] = []
  let mode: AdminMode = 'up'
  let nextId = 1

  const root = {
    discountCodeBasicCreate({ basicCodeDiscount: input }: { basicCodeDiscount: StoredDiscount }) {
      if (discounts.has(input.code)) {
        return {
          codeDiscountNode: null,
          userErrors: [{ field: ['basicCodeDiscount', 'code'], code: 'TAKEN', message: 'Code must be unique. Please try a different code.' }],
        }
      }
      if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
        return {
          codeDiscountNode: null,
          userErrors: [{ field: ['basicCodeDiscount', 'endsAt'], code: 'INVALID', message: 'Ends at needs to be after starts_at' }],
        }
      }
      discounts.set(input.code, input)
      return { codeDiscountNode: { id: `gid://shopify/DiscountCodeNode/${nextId++}` }, userErrors: [] }
    },
    customerCreate({ input }: { input: { email: string; tags?: string[]; emailMarketingConsent?: Consent; locale?: string } }) {
      if (customers.has(input.email)) return { customer: null, userErrors: [{ field: ['email'], message: 'Email has already been taken' }] }
      const customer = {
        id: `gid://shopify/Customer/${nextId++}`,
        email: input.email,
        tags: input.tags ?? [],
        consent: input.emailMarketingConsent ?? null,
        locale: input.locale ?? null,
      }
      customers.set(input.email, customer)
      return { customer, userErrors: [] }
    },
    customers({ query }: { query?: string }) {
      const email = /^email:"(.*)"$/.exec(query ?? '')?.[1]?.replace(/\\(.)/g, '$1')
      return { nodes: [...customers.values()].filter((c) => c.email === email) }
    },
    customerEmailMarketingConsentUpdate({ input }: { input: { customerId: string; emailMarketingConsent: Consent } }) {
      const customer = [...customers.values()].find((c) => c.id === input.customerId)
      if (!customer) return { customer: null, userErrors: [{ field: ['input', 'customerId'], code: 'INVALID', message: 'Customer does not exist' }] }
      customer.consent = input.emailMarketingConsent
      return { customer, userErrors: [] }
    },
  }

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const refuse = (res: ServerResponse, errors: readonly GraphQLError[] | { message: string }[]) => {
    refused.push(...errors.map((e) => e.message))
    answer(res, 200, { errors: errors.map((e) => ({ message: e.message })) })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (mode === 'drop') return req.socket.destroy()
    if (mode === 'http-503') return answer(res, 503, { errors: 'Service Unavailable' })
    if (req.method === 'POST' && /^\/api\/[0-9a-z-]+\/graphql\.json$/.test(req.url ?? '')) return storefrontApi(req, res)
    if (req.method !== 'POST' || req.url !== '/admin/api/2025-07/graphql.json') return answer(res, 404, { errors: 'Not Found' })
    if (req.headers['x-shopify-access-token'] !== options.token)
      return answer(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' })
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const { query, variables } = JSON.parse(Buffer.concat(chunks).toString()) as { query: string; variables: Record<string, unknown> }
    let document
    try {
      document = parse(query)
    } catch (error) {
      return refuse(res, [error as GraphQLError])
    }
    const invalid = validate(schema, document)
    if (invalid.length) return refuse(res, invalid)
    const result = await execute({ schema, document, rootValue: root, variableValues: variables })
    if (result.errors?.length) return refuse(res, result.errors)
    const operation = Object.keys(result.data ?? {})[0] ?? ''
    calls.push({ operation, variables })
    answer(res, 200, result)
  }

  const server = leaveIdleConnectionsToTheClient(
    createServer((req, res) => {
      handle(req, res).catch((error: Error) => answer(res, 500, { errors: error.message }))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** What PUBLIC_STORE_DOMAIN is set to for this store (an origin with a scheme: a local store). */
    domain: `http://127.0.0.1:${port}`,
    token: options.token,
    discounts,
    customers,
    calls,
    refused,
    setMode(next: AdminMode) {
      mode = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
