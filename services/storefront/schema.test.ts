import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { realStorefrontSchema } from '../../tests/fakes/storefront-schema'
import { typeDefs } from './schema'

const real = realStorefrontSchema()
const ours = buildSchema(typeDefs)
const ownTypes = Object.values(ours.getTypeMap()).filter((t) => !t.name.startsWith('__'))

describe('embedded Storefront API schema', () => {
  it('is a strict subset of the real 2025-07 schema: every type, field, argument and type', () => {
    const problems: string[] = []
    for (const type of ownTypes) {
      const match = real.getType(type.name)
      if (!match) {
        problems.push(`type ${type.name} does not exist`)
        continue
      }
      if (match.constructor !== type.constructor) problems.push(`${type.name} is a ${type.constructor.name}, not a ${match.constructor.name}`)
      if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(match) || isInterfaceType(match))) {
        const realFields = match.getFields()
        for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
          const other = realFields[field.name]
          if (!other) {
            problems.push(`${type.name}.${field.name} does not exist`)
            continue
          }
          if (String(field.type) !== String(other.type)) problems.push(`${type.name}.${field.name}: ${field.type} ≠ ${other.type}`)
          for (const arg of field.args as GraphQLArgument[]) {
            const realArg = other.args.find((a) => a.name === arg.name)
            if (!realArg) problems.push(`${type.name}.${field.name}(${arg.name}) does not exist`)
            else if (String(arg.type) !== String(realArg.type)) problems.push(`${type.name}.${field.name}(${arg.name}): ${arg.type} ≠ ${realArg.type}`)
          }
        }
        const realInterfaces = match.getInterfaces().map((i) => i.name)
        for (const i of type.getInterfaces()) if (!realInterfaces.includes(i.name)) problems.push(`${type.name} does not implement ${i.name}`)
      }
      if (isInputObjectType(type) && isInputObjectType(match)) {
        const realFields = match.getFields()
        for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
          const other = realFields[field.name]
          if (!other) problems.push(`${type.name}.${field.name} does not exist`)
          else if (String(field.type) !== String(other.type)) problems.push(`${type.name}.${field.name}: ${field.type} ≠ ${other.type}`)
        }
      }
      if (isEnumType(type) && isEnumType(match)) {
        const values = match.getValues().map((v) => v.name)
        for (const v of type.getValues()) if (!values.includes(v.name)) problems.push(`${type.name}.${v.name} does not exist`)
      }
      if (isUnionType(type) && isUnionType(match)) {
        const members = match.getTypes().map((t) => t.name)
        for (const t of type.getTypes()) if (!members.includes(t.name)) problems.push(`${t.name} is not a member of ${type.name}`)
      }
      if (isScalarType(type) && !isScalarType(match)) problems.push(`${type.name} is not a scalar`)
    }
    expect(problems).toEqual([])
  })

  // Shopify still answers its deprecated fields, so the store does: a client written against them works here.
  it('serves exactly the deprecated fields it answers as Shopify does', () => {
    const deprecated: string[] = []
    const check = (path: string, item: { deprecationReason?: string | null } | null | undefined) => {
      if (item?.deprecationReason) deprecated.push(path)
    }
    for (const type of ownTypes) {
      const match = real.getType(type.name)
      if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(match) || isInterfaceType(match))) {
        for (const field of Object.values(type.getFields())) {
          const other = match.getFields()[field.name]
          check(`${type.name}.${field.name}`, other)
          for (const arg of field.args)
            check(
              `${type.name}.${field.name}(${arg.name})`,
              other?.args.find((a) => a.name === arg.name),
            )
        }
      }
      if (isInputObjectType(type) && isInputObjectType(match)) {
        for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, match.getFields()[field.name])
      }
      if (isEnumType(type) && isEnumType(match)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, match.getValue(value.name))
    }
    const served = new Set(deprecated)
    // Every deprecated field of the real schema on a type the store serves, but those returning a
    // type it has not (blogByHandle, pageByHandle).
    const missing: string[] = []
    for (const type of ownTypes) {
      const match = real.getType(type.name)
      if (!(isObjectType(type) && isObjectType(match))) continue
      for (const field of Object.values(match.getFields())) {
        const returns = String(field.type).replace(/[[\]!]/g, '')
        if (field.deprecationReason && !served.has(`${type.name}.${field.name}`) && ours.getType(returns)) missing.push(`${type.name}.${field.name}`)
      }
    }
    expect(missing).toEqual([])
    expect(served).toContain('ProductOption.values')
    expect(served).toContain('QueryRoot.productByHandle')
  })

  it('uses the real root type names', () => {
    expect(ours.getQueryType()?.name).toBe(real.getQueryType()?.name)
    const mutation = ours.getMutationType()
    if (mutation) expect(mutation.name).toBe(real.getMutationType()?.name)
  })

  it('covers what the storefront needs', () => {
    const query = ours.getQueryType()!.getFields()
    for (const name of ['products', 'product', 'predictiveSearch', 'collection', 'collections', 'search', 'productRecommendations'])
      expect(query[name]).toBeDefined()
  })
})
