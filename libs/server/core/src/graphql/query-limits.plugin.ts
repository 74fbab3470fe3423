import type { ApolloServerPlugin } from '@apollo/server';
import {
  getIntrospectionQuery,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  OperationTypeNode,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  /** Aliased fields per operation (fragments counted each time they are spread); unset: no cap. */
  maxAliases?: number;
  /**
   * Depth inside `__schema` / `__type`. Introspection has its own bound because the standard
   * introspection query nests `ofType` deeper than any real query needs to go.
   */
  maxIntrospectionDepth?: number;
}

const DEFAULT_INTROSPECTION_DEPTH = 20;
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

type Fragments = Record<string, FragmentDefinitionNode>;

interface Shape {
  /** Depth outside introspection (an introspection root counts as one level). */
  depth: number;
  /** Deepest introspection subtree, counted from its root field. */
  introspectionDepth: number;
  aliases: number;
}

/**
 * Walks the operation once per fragment (memoised), so fragments spread many times cannot make
 * the check itself expensive.
 */
function shapeOf(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  memo: Map<string, Shape>,
  stack: Set<string>,
  inIntrospection: boolean,
): Shape {
  const shape: Shape = { depth: 0, introspectionDepth: 0, aliases: 0 };
  if (!set) return shape;
  for (const selection of set.selections) {
    let child: Shape;
    if (selection.kind === Kind.FIELD) {
      const entering = !inIntrospection && INTROSPECTION_ROOTS.has(selection.name.value);
      const inner = shapeOf(selection.selectionSet, fragments, memo, stack, inIntrospection || entering);
      const aliases = inner.aliases + (selection.alias ? 1 : 0);
      // Within introspection, `depth` is the depth of the introspection subtree.
      child = entering
        ? { depth: 1, introspectionDepth: 1 + inner.depth, aliases }
        : { depth: 1 + inner.depth, introspectionDepth: inner.introspectionDepth, aliases };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      child = shapeOf(selection.selectionSet, fragments, memo, stack, inIntrospection);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || stack.has(name)) continue;
      const key = `${name}:${inIntrospection}`;
      let cached = memo.get(key);
      if (!cached) {
        stack.add(name);
        cached = shapeOf(fragment.selectionSet, fragments, memo, stack, inIntrospection);
        stack.delete(name);
        memo.set(key, cached);
      }
      child = cached;
    }
    shape.depth = Math.max(shape.depth, child.depth);
    shape.introspectionDepth = Math.max(shape.introspectionDepth, child.introspectionDepth);
    shape.aliases += child.aliases;
  }
  return shape;
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
 * What introspection lists return on this schema, on average: `__schema { types }` is priced by
 * the number of types, `fields` by the average number of fields of an object type, and so on.
 * Introspection is thus priced by the size of its answer, as paginated fields are.
 */
const introspectionSizes = new WeakMap<GraphQLSchema, Record<string, number>>();

function introspectionListSize(schema: GraphQLSchema, parent: string, field: string): number | undefined {
  let sizes = introspectionSizes.get(schema);
  if (!sizes) {
    const types = Object.values(schema.getTypeMap());
    const average = (values: number[]) =>
      Math.max(1, Math.ceil(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)));
    const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t)) as Array<{
      getFields(): Record<string, { args: readonly unknown[] }>;
      getInterfaces(): readonly unknown[];
    }>;
    const fieldLists = withFields.map((t) => Object.values(t.getFields()));
    sizes = {
      '__Schema.types': types.length,
      '__Schema.directives': schema.getDirectives().length,
      '__Type.fields': average(fieldLists.map((f) => f.length)),
      '__Type.interfaces': average(withFields.map((t) => t.getInterfaces().length)),
      '__Type.possibleTypes': average(types.filter(isInterfaceType).map((t) => schema.getPossibleTypes(t).length)),
      '__Type.enumValues': average(types.filter(isEnumType).map((t) => t.getValues().length)),
      '__Type.inputFields': average(types.filter(isInputObjectType).map((t) => Object.keys(t.getFields()).length)),
      '__Field.args': average(fieldLists.flat().map((f) => f.args.length)),
      '__Directive.args': average(schema.getDirectives().map((d) => d.args.length)),
    };
    introspectionSizes.set(schema, sizes);
  }
  return sizes[`${parent}.${field}`];
}

interface Cost {
  /** Everything outside introspection. */
  regular: number;
  /** `__schema` / `__type` subtrees, priced against their own budget. */
  introspection: number;
}

/**
 * Cost: every field (each alias too) costs 1; a field with a `first` argument multiplies what
 * it selects by that page size (its default when not given); introspection lists multiply by
 * what they hold on this schema.
 */
function costOf(
  set: SelectionSetNode | undefined,
  type: GraphQLCompositeType,
  schema: GraphQLSchema,
  fragments: Fragments,
  variables: Record<string, unknown>,
  memo: Map<string, Cost>,
  stack: Set<string>,
): Cost {
  const total: Cost = { regular: 0, introspection: 0 };
  if (!set) return total;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (INTROSPECTION_ROOTS.has(name)) {
        const inner = costOf(
          selection.selectionSet,
          schema.getType(name === '__schema' ? '__Schema' : '__Type') as GraphQLCompositeType,
          schema,
          fragments,
          variables,
          memo,
          stack,
        );
        total.introspection += 1 + inner.regular + inner.introspection;
        continue;
      }
      total.regular += 1;
      if (!selection.selectionSet) continue;
      const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
      if (!def) continue;
      const child = getNamedType(def.type);
      if (!isCompositeType(child)) continue;
      const firstArg = def.args.find((a) => a.name === 'first');
      const given = intValue(selection.arguments?.find((a) => a.name.value === 'first')?.value, variables);
      const multiplier = firstArg
        ? Math.max(1, given ?? (typeof firstArg.defaultValue === 'number' ? firstArg.defaultValue : 100))
        : (introspectionListSize(schema, type.name, name) ?? 1);
      const inner = costOf(selection.selectionSet, child, schema, fragments, variables, memo, stack);
      total.regular += multiplier * inner.regular;
      total.introspection += multiplier * inner.introspection;
    } else {
      let inner: Cost;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : type;
        inner = costOf(selection.selectionSet, on ?? type, schema, fragments, variables, memo, stack);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        if (!fragment || stack.has(name)) continue;
        let cached = memo.get(name);
        if (!cached) {
          const on = (schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined) ?? type;
          stack.add(name);
          cached = costOf(fragment.selectionSet, on, schema, fragments, variables, memo, stack);
          stack.delete(name);
          memo.set(name, cached);
        }
        inner = cached;
      }
      total.regular += inner.regular;
      total.introspection += inner.introspection;
    }
  }
  return total;
}

function refusal(code: 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX', message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, statusCode: 400, http: { status: 400 } } });
}

/** The cost of an operation, as the limits price it. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): Cost {
  const fragments: Fragments = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  const root =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return root
    ? costOf(operation.selectionSet, root, schema, fragments, variables, new Map(), new Set())
    : { regular: 0, introspection: 0 };
}

const introspectionBudgets = new WeakMap<GraphQLSchema, number>();

/**
 * Introspection may cost twice what the fullest standard introspection query (the one IDEs,
 * codegen and schema checkers send) costs on this schema: tools work, and recursive
 * introspection far beyond it is refused.
 */
export function introspectionBudget(schema: GraphQLSchema): number {
  let budget = introspectionBudgets.get(schema);
  if (budget === undefined) {
    const document = parse(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    );
    budget = 2 * operationCost(schema, document, getOperationAST(document)!).introspection;
    introspectionBudgets.set(schema, budget);
  }
  return budget;
}

/**
 * The one check of depth, aliases and cost, for every transport (HTTP and graphql-ws): the
 * error to refuse the operation with, or undefined when it is within the limits.
 */
export function checkOperationLimits(
  limits: QueryLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
): GraphQLError | undefined {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return undefined;
  const fragments: Fragments = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  const shape = shapeOf(operation.selectionSet, fragments, new Map(), new Set(), false);
  if (shape.depth > limits.maxDepth)
    return refusal('QUERY_TOO_DEEP', `The query is ${shape.depth} levels deep; the limit is ${limits.maxDepth}.`);
  const introspectionLimit = limits.maxIntrospectionDepth ?? DEFAULT_INTROSPECTION_DEPTH;
  if (shape.introspectionDepth > introspectionLimit) {
    return refusal(
      'QUERY_TOO_DEEP',
      `The introspection query is ${shape.introspectionDepth} levels deep; the limit is ${introspectionLimit}.`,
    );
  }
  if (limits.maxAliases !== undefined && shape.aliases > limits.maxAliases) {
    return refusal('QUERY_TOO_COMPLEX', `The query uses ${shape.aliases} aliases; the limit is ${limits.maxAliases}.`);
  }
  const cost = operationCost(schema, document, operation, variables);
  if (cost.regular > limits.maxCost)
    return refusal('QUERY_TOO_COMPLEX', `The query costs ${cost.regular} points; the limit is ${limits.maxCost}.`);
  if (cost.introspection > 0) {
    const budget = introspectionBudget(schema);
    if (cost.introspection > budget)
      return refusal(
        'QUERY_TOO_COMPLEX',
        `The introspection query costs ${cost.introspection} points; the limit is ${budget}.`,
      );
  }
  return undefined;
}

/**
 * Refuses operations deeper or costlier than the limits, or with too many aliases, before any
 * resolver runs, with QUERY_TOO_DEEP / QUERY_TOO_COMPLEX (HTTP 400).
 */
export function queryLimitsPlugin(limits: QueryLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request, schema }) {
          const error = checkOperationLimits(limits, schema, document, operationName, request.variables ?? {});
          if (error) throw error;
        },
      };
    },
  };
}
