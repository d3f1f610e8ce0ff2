import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql'

type Source = Record<string, unknown>

/**
 * Wraps a field's resolver so that what it answers (or promises) passes through `map`, which also
 * sees the field's source, the operation's context and the field's arguments. A type or field the
 * schema lacks is left alone (the embedded store's schema is a subset of Shopify's).
 */
export function mapResolved<Context>(
  schema: GraphQLSchema,
  typeName: string,
  fieldName: string,
  map: (value: unknown, source: Source, context: Context, args: Source) => unknown,
): void {
  const type = schema.getType(typeName)
  if (!isObjectType(type)) return
  const field = type.getFields()[fieldName]
  if (!field) return
  const resolve: GraphQLFieldResolver<Source, Context> = field.resolve ?? defaultFieldResolver
  field.resolve = (source: Source, args: Source, context: Context, info) => {
    const value: unknown = resolve(source, args, context, info)
    return value instanceof Promise ? value.then((v) => map(v, source, context, args)) : map(value, source, context, args)
  }
}

/**
 * Wraps a field's resolver so that it runs with the arguments `map` makes of the ones sent (which
 * it reads with the field's source and the operation's context). A type or field the schema lacks
 * is left alone.
 */
export function mapArguments<Context>(
  schema: GraphQLSchema,
  typeName: string,
  fieldName: string,
  map: (args: Source, source: Source, context: Context) => Source,
): void {
  const type = schema.getType(typeName)
  if (!isObjectType(type)) return
  const field = type.getFields()[fieldName]
  if (!field) return
  const resolve: GraphQLFieldResolver<Source, Context> = field.resolve ?? defaultFieldResolver
  field.resolve = (source: Source, args: Source, context: Context, info) => resolve(source, map(args, source, context), context, info)
}
