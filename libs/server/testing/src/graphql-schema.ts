import type { TestClient } from './clients';

/** A type reference as introspection answers it (`[ID!]!` is NON_NULL → LIST → NON_NULL → ID). */
export interface TypeRef {
  kind: 'SCALAR' | 'OBJECT' | 'INTERFACE' | 'UNION' | 'ENUM' | 'INPUT_OBJECT' | 'LIST' | 'NON_NULL';
  name: string | null;
  ofType: TypeRef | null;
}

export interface InputValue {
  name: string;
  type: TypeRef;
  defaultValue: string | null;
}

export interface SchemaField {
  name: string;
  args: InputValue[];
  type: TypeRef;
}

export interface SchemaType {
  kind: TypeRef['kind'];
  name: string;
  fields: SchemaField[] | null;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

export interface IntrospectedSchema {
  /** Root type names by operation: `query`, `mutation`, `subscription`. */
  roots: Partial<Record<'query' | 'mutation' | 'subscription', string>>;
  types: Map<string, SchemaType>;
}

// Deep enough for `[ID!]!` and `[[X!]!]`, shallow enough for the server's depth limit.
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

export const INTROSPECTION_QUERY = `query IntrospectForTests {
  __schema {
    queryType { name }
    mutationType { name }
    subscriptionType { name }
    types {
      kind name
      fields(includeDeprecated: true) { name type { ${TYPE_REF} } args { name defaultValue type { ${TYPE_REF} } } }
      inputFields { name defaultValue type { ${TYPE_REF} } }
      enumValues(includeDeprecated: true) { name }
    }
  }
}`;

/** Introspects the schema over HTTP, as a client would (the test app has introspection on). */
export async function introspectSchema(client: TestClient): Promise<IntrospectedSchema> {
  const res = await client.post('/api/graphql').send({ query: INTROSPECTION_QUERY });
  if (res.status !== 200 || res.body.errors)
    throw new Error(`introspection failed: ${res.status} ${JSON.stringify(res.body.errors)}`);
  const schema = res.body.data.__schema as {
    queryType: { name: string } | null;
    mutationType: { name: string } | null;
    subscriptionType: { name: string } | null;
    types: SchemaType[];
  };
  return {
    roots: {
      query: schema.queryType?.name,
      mutation: schema.mutationType?.name,
      subscription: schema.subscriptionType?.name,
    },
    types: new Map(schema.types.map((type) => [type.name, type])),
  };
}

/** The named type under NON_NULL and LIST wrappers. */
export function namedType(ref: TypeRef): TypeRef {
  return ref.ofType ? namedType(ref.ofType) : ref;
}

/** The reference as written in an operation: `[ID!]!`. */
export function typeString(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType!)}]`;
  return ref.name!;
}

/** Whether a value must be given: non-null without a default. */
export function isRequired(value: InputValue): boolean {
  return value.type.kind === 'NON_NULL' && value.defaultValue === null;
}

/** Whether the reference is a list (under an optional NON_NULL). */
export function isList(ref: TypeRef): boolean {
  return (ref.kind === 'NON_NULL' ? ref.ofType! : ref).kind === 'LIST';
}
