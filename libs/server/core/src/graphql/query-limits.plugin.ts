import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
}

type Fragments = Record<string, FragmentDefinitionNode>;

function depthOf(set: SelectionSetNode | undefined, fragments: Fragments, seen: Set<string>): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      deepest = Math.max(deepest, depthOf(fragments[selection.name.value]!.selectionSet, fragments, new Set([...seen, selection.name.value])));
    }
  }
  return deepest;
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : undefined;
  }
  return undefined;
}

/**
 * Cost: every field (each alias too) costs 1; a field with a `first` argument multiplies what
 * it selects by that page size (its default when not given).
 */
function costOf(set: SelectionSetNode | undefined, type: GraphQLCompositeType, schema: GraphQLSchema, fragments: Fragments, variables: Record<string, unknown>, seen: Set<string>): number {
  if (!set) return 0;
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
      const def = fields[selection.name.value];
      total += 1;
      if (!def || !selection.selectionSet) continue;
      const child = getNamedType(def.type);
      if (!isCompositeType(child)) continue;
      const firstArg = def.args.find((a) => a.name === 'first');
      const given = intValue(selection.arguments?.find((a) => a.name.value === 'first')?.value, variables);
      const multiplier = firstArg ? Math.max(1, given ?? (typeof firstArg.defaultValue === 'number' ? firstArg.defaultValue : 100)) : 1;
      total += multiplier * costOf(selection.selectionSet, child, schema, fragments, variables, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined) : type;
      total += costOf(selection.selectionSet, on ?? type, schema, fragments, variables, seen);
    } else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      const fragment = fragments[selection.name.value]!;
      const on = (schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined) ?? type;
      total += costOf(fragment.selectionSet, on, schema, fragments, variables, new Set([...seen, selection.name.value]));
    }
  }
  return total;
}

/**
 * Refuses operations deeper or costlier than the limits before any resolver runs, with
 * QUERY_TOO_DEEP / QUERY_TOO_COMPLEX (HTTP 400).
 */
export function queryLimitsPlugin(limits: QueryLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const fragments: Fragments = {};
          for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
          const depth = depthOf(operation.selectionSet, fragments, new Set());
          if (depth > limits.maxDepth) {
            throw new GraphQLError(`The query is ${depth} levels deep; the limit is ${limits.maxDepth}.`, {
              extensions: { code: 'QUERY_TOO_DEEP', statusCode: 400, http: { status: 400 } },
            });
          }
          const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
          const cost = root ? costOf(operation.selectionSet, root, schema, fragments, request.variables ?? {}, new Set()) : 0;
          if (cost > limits.maxCost) {
            throw new GraphQLError(`The query costs ${cost} points; the limit is ${limits.maxCost}.`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', statusCode: 400, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
