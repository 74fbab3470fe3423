import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { toErrorPayload } from '../errors/error-payload';
import { graphqlErrorOf } from '../errors/graphql-error';
import { actorMay, refusalOf, runAs, type Actor } from '../security/request-context';
import type { FieldRule } from './field-access.table';

type Rules = Readonly<Record<string, Readonly<Record<string, FieldRule>>>>;

/** What every resolver's context carries on both transports (see OperationPipeline). */
interface OperationContext {
  req?: { actor?: Actor };
}

/**
 * Field coordinates (`Type.field`) of the schema's object types without a rule, and rules that
 * name no field of the schema. Both must be empty for the server to start.
 */
export function fieldRuleGaps(schema: GraphQLSchema, rules: Rules): { missing: string[]; stale: string[] } {
  const missing: string[] = [];
  const stale: string[] = [];
  const types = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && !type.name.startsWith('__'));
  const known = new Set(types.map((type) => type.name));
  for (const type of types) {
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const name of Object.keys(fields)) if (!rules[type.name]?.[name]) missing.push(`${type.name}.${name}`);
    for (const name of Object.keys(rules[type.name] ?? {})) if (!fields[name]) stale.push(`${type.name}.${name}`);
  }
  for (const typeName of Object.keys(rules)) if (!known.has(typeName)) stale.push(`${typeName}.*`);
  return { missing, stale };
}

/**
 * Runs `resolve` as the operation's caller (so services' own scope checks see it at every depth),
 * after the field's rule. The refusal is thrown before the resolver runs: nothing is read.
 */
function guarded<TSource>(
  rule: FieldRule,
  resolve: GraphQLFieldResolver<TSource, OperationContext>,
): GraphQLFieldResolver<TSource, OperationContext> {
  return (source, args, context, info) => {
    const actor = context?.req?.actor;
    if (rule !== 'open' && !actorMay(actor, rule)) throw graphqlErrorOf(toErrorPayload(refusalOf(rule)));
    return runAs(actor, () => resolve(source, args, context, info));
  };
}

/**
 * Puts every field of the schema under its rule, in place: each resolver (and each subscription's
 * `subscribe`) checks the caller first and then runs inside the caller's context. Fields without
 * a rule of their own and without a resolver (plain properties) are left as they are. Throws,
 * listing them, when a field has no rule or a rule names no field.
 */
export function enforceFieldRules(schema: GraphQLSchema, rules: Rules): GraphQLSchema {
  const { missing, stale } = fieldRuleGaps(schema, rules);
  if (missing.length > 0 || stale.length > 0) {
    throw new Error(
      `The GraphQL field rules do not match the schema. ` +
        (missing.length ? `Fields without a rule: ${missing.join(', ')}. ` : '') +
        (stale.length ? `Rules for no field: ${stale.join(', ')}.` : ''),
    );
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const rule = rules[type.name]![field.name]!;
      if (field.subscribe) field.subscribe = guarded(rule, field.subscribe);
      if (rule !== 'open' || field.resolve) field.resolve = guarded(rule, field.resolve ?? defaultFieldResolver);
    }
  }
  return schema;
}
