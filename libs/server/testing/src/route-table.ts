import { METHODS } from 'node:http';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

/** One route a Nest controller serves, as registered on the HTTP router. */
export interface RestRoute {
  /** `METHOD path`, e.g. `GET /api/files/download/:id`. */
  key: string;
  method: string;
  /** The router path, e.g. `/api/files/download/:id`. */
  path: string;
  pathParams: string[];
  /** `@Query('name')` names plus the fields of a `@Query()` DTO. */
  queryFields: string[];
  /**
   * Fields of the JSON body: `@Body('name')` names plus the whitelisted fields of a `@Body()` DTO.
   * Null when the handler can read a body the table cannot see (raw request, untyped `@Body()`).
   */
  bodyFields: string[] | null;
  /** `Controller.method`, for messages. */
  handler: string;
  /** The handler writes the response itself (`@Res()` without passthrough): it streams bytes. */
  streamsResponse: boolean;
}

export interface RouteTable {
  /** Every route a Nest controller declares; each one is checked to be on the HTTP router. */
  routes: RestRoute[];
  /** Routes on the HTTP router that no controller declares (docs, GraphQL, middleware mounts), as `METHOD path` (`ALL` for every method). */
  others: string[];
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

interface RouteArg {
  index: number;
  data?: unknown;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Property names class-validator whitelists on a DTO class, or null for a class it knows nothing of. */
function dtoFields(type: unknown): string[] | null {
  if (typeof type !== 'function' || type === Object) return null;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  return metadata.length ? [...new Set(metadata.map((m) => m.propertyName))].sort() : null;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The REST route table of a running Nest app: what its controllers declare (paths, path
 * parameters, query names, body DTO fields, read from Nest and class-validator metadata),
 * joined with what the Express router really serves. Throws when a declared route is not on
 * the router, so the two views cannot drift apart silently.
 */
export function restRouteTable(app: INestApplication, globalPrefix = 'api'): RouteTable {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  const served = new Set<string>();
  for (const layer of router.stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m]);
    const all = METHODS.every((m) => methods.includes(m.toLowerCase()));
    for (const path of ([] as string[]).concat(layer.route.path)) {
      if (all) served.add(`ALL ${path}`);
      else for (const method of methods) served.add(`${method.toUpperCase()} ${path}`);
    }
  }

  const routes: RestRoute[] = [];
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name]!;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodPaths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const args = Object.entries(
          (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>,
        ).map(([key, arg]): RouteArg & { type: RouteParamtypes } => ({
          type: Number(key.split(':')[0]),
          ...arg,
        }));
        const paramTypes = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
        const fieldsOf = (kind: RouteParamtypes): string[] | null => {
          const fields: string[] = [];
          for (const arg of args.filter((a) => a.type === kind)) {
            if (typeof arg.data === 'string') fields.push(arg.data);
            else {
              const dto = dtoFields(paramTypes[arg.index]);
              if (!dto) return null;
              fields.push(...dto);
            }
          }
          return [...new Set(fields)].sort();
        };
        const readsRawRequest = args.some((a) => a.type === RouteParamtypes.REQUEST);
        const streamsResponse = args.some(
          (a) => a.type === RouteParamtypes.RESPONSE && !(a.data as { passthrough?: boolean } | undefined)?.passthrough,
        );
        let bodyFields = fieldsOf(RouteParamtypes.BODY);
        if (bodyFields && bodyFields.length === 0 && readsRawRequest && BODY_METHODS.has(method)) bodyFields = null;
        const queryFields = fieldsOf(RouteParamtypes.QUERY) ?? [];
        for (const controllerPath of controllerPaths) {
          for (const methodPath of ([] as string[]).concat(methodPaths)) {
            const path = joinPath(globalPrefix, controllerPath, methodPath);
            const key = `${method} ${path}`;
            if (!served.has(key))
              throw new Error(`${controller.name}.${name} declares ${key}, but the HTTP router does not serve it`);
            served.delete(key);
            routes.push({
              key,
              method,
              path,
              pathParams: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
              queryFields,
              bodyFields,
              handler: `${controller.name}.${name}`,
              streamsResponse,
            });
          }
        }
      }
    }
  }
  return { routes: routes.sort((x, y) => x.key.localeCompare(y.key)), others: [...served].sort() };
}
