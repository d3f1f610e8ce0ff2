import { localizationOfLanguage } from '../../shared/markets'

/**
 * The Admin API documents the shop sends (API version 2025-07), with the variables each takes.
 * Checked by the fake Admin API of the tests (tests/fakes/fake-shopify-admin.ts)
 * against the fields Shopify's reference documents for 2025-07 (decision 026).
 */

export const ADMIN_API_VERSION = '2025-07'

export const DISCOUNT_CODE_BASIC_CREATE = /* GraphQL */ `
  mutation DiscountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
    discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
      codeDiscountNode {
        id
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`

export const CUSTOMER_CREATE = /* GraphQL */ `
  mutation CustomerCreate($input: CustomerInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`

export const CUSTOMER_BY_EMAIL = /* GraphQL */ `
  query CustomerByEmail($query: String!) {
    customers(first: 1, query: $query) {
      nodes {
        id
      }
    }
  }
`

export const CUSTOMER_EMAIL_MARKETING_CONSENT_UPDATE = /* GraphQL */ `
  mutation CustomerEmailMarketingConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {
    customerEmailMarketingConsentUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`

/** What a mailed code is in Shopify: a percentage off everything, for anyone, once, until it expires. */
export type DiscountCodeTask = { code: string; percent: number; title: string; startsAt: string; endsAt: string }

/**
 * A newsletter subscriber, to become a Shopify customer who accepts e-mail marketing, in the
 * language they signed up in (`locale`, as Shopify names a shop's languages: `id`, `zh-TW`), which
 * Shopify's mails to them are written in. Tasks queued before languages have none.
 */
export type CustomerTask = { email: string; subscribedAt: string; tags: string[]; locale?: string }

export const discountCodeVariables = (t: DiscountCodeTask) => ({
  basicCodeDiscount: {
    title: t.title,
    code: t.code,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    // `customerSelection` is what 2025-07 takes; `context` replaces it from 2025-10.
    customerSelection: { all: true },
    customerGets: { value: { percentage: t.percent / 100 }, items: { all: true } },
    usageLimit: 1,
    appliesOncePerCustomer: true,
  },
})

const subscribed = (at: string) => ({ marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: at })

export const customerCreateVariables = (t: CustomerTask) => ({
  input: { email: t.email, tags: t.tags, emailMarketingConsent: subscribed(t.subscribedAt), ...(t.locale ? { locale: t.locale } : {}) },
})

/** A shop locale's language as Shopify's customer `locale` names it: `id-ID` is `id`, `zh-HK` (ZH_TW) `zh-TW`. */
export const shopifyLocale = (locale: string) => {
  const { language } = localizationOfLanguage(locale)
  return language.toLowerCase().replace(/_(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`)
}

/** Shopify's search syntax: the address quoted, so nothing in it reads as another term. */
export const customerByEmailVariables = (email: string) => ({ query: `email:"${email.replace(/["\\]/g, '\\$&')}"` })

export const consentUpdateVariables = (customerId: string, t: CustomerTask) => ({
  input: { customerId, emailMarketingConsent: subscribed(t.subscribedAt) },
})
