/**
 * A collaborator for a unit spec that answers only what the spec set up: using any other
 * member throws, so a service that starts making a call the spec did not expect fails the spec
 * instead of getting `undefined` back.
 */
export function strictMock<T extends object>(
  name: string,
  members: Partial<Record<keyof T, unknown>> = {},
): T & Record<keyof T, jest.Mock> {
  return new Proxy(members as T & Record<keyof T, jest.Mock>, {
    get(target, property) {
      if (property in target) return target[property as keyof T];
      // Promise resolution and jest's own printing probe these; they are not calls.
      if (
        property === 'then' ||
        property === 'asymmetricMatch' ||
        property === 'nodeType' ||
        property === Symbol.toPrimitive ||
        typeof property === 'symbol'
      )
        return undefined;
      throw new Error(`${name}.${String(property)} was used, but the spec did not expect it`);
    },
  });
}
