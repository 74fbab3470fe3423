import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { Logger } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';

/** Runs one GraphQL operation as a request: its session, its limits, its operation budget. */
type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** What the web build's server module exports (apps/web/src/server-entry.tsx). */
interface FirstScreenModule {
  renderFirstScreen(url: string, execute: ExecuteOperation): Promise<string | null>;
}

/** The web build's server module, beside the app it renders for. */
export const FIRST_SCREEN_MODULE = join('.server', 'first-screen.cjs');
/** Renders at once; a page asked for while they run is sent unrendered. */
export const FIRST_SCREENS_AT_ONCE = 2;
/** A render that has not answered by then is not waited for: the page goes out unrendered. */
export const FIRST_SCREEN_TIMEOUT_MS = 1_500;

/**
 * Null when the page is not rendered for this request (it goes out as built), else the markup
 * for its root element to come, or null if the render gave none.
 */
export type FirstScreen = (req: Request, res: Response) => Promise<string | null> | null;

/**
 * Renders the first screen of a page the web build's server module can render (a My Files
 * folder, for a signed-in visitor) from answers to the app's own GraphQL operations, run in
 * this process as the request itself: the same session check, limits and operation budget as
 * over HTTP, and nothing a visitor could not ask for. Only a request that carries the session
 * cookie is tried; anything else, a render that fails, is slow, or finds the renderers busy
 * gives null, and the browser renders the page itself as it always could.
 */
export function firstScreenRenderer(app: NestExpressApplication, webDir: string, sessionCookie: string): FirstScreen {
  const logger = new Logger('FirstScreen');
  const file = join(webDir, FIRST_SCREEN_MODULE);
  if (!existsSync(file)) {
    logger.warn(`The web build has no ${FIRST_SCREEN_MODULE}: every page renders in the browser.`);
    return () => null;
  }
  // Loaded now, not on the first page asked for: it is a few megabytes to parse.
  const renderer = createRequire(__filename)(file) as FirstScreenModule;
  let running = 0;
  let apollo: ApolloServer | undefined;
  const executorFor =
    (req: Request, res: Response): ExecuteOperation =>
    async (query, variables) => {
      // The Apollo driver's server: the one /api/graphql answers with.
      apollo ??= (app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as { instance: ApolloServer })
        .instance;
      const response = await apollo.executeOperation({ query, variables }, { contextValue: { req, res } });
      if (response.body.kind !== 'single') return { errors: ['incremental answer'] };
      return response.body.singleResult;
    };

  return (req, res) => {
    if (req.method !== 'GET' || !hasCookie(req, sessionCookie) || running >= FIRST_SCREENS_AT_ONCE) return null;
    running++;
    const render = Promise.resolve()
      .then(() => renderer.renderFirstScreen(`http://app${req.originalUrl}`, executorFor(req, res)))
      .catch((error: Error) => {
        logger.warn({ msg: 'A first screen failed to render; the browser renders it', error: error.message });
        return null;
      })
      .finally(() => running--);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS, null)));
    return Promise.race([render, late]).finally(() => clearTimeout(timer));
  };
}

function hasCookie(req: Request, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}
