import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/environment';
import { sendErrorResponse } from './error-response';
import { isTrustedProxy } from './trusted-proxy';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type OriginConfig = Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured' | 'trustProxy'>;

/** Scheme, host and port of an http(s) URL in canonical form (default ports dropped), or null. */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.origin;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * The origin a request was addressed to: the scheme of the connection and the Host header, or
 * X-Forwarded-Proto / X-Forwarded-Host when the peer is a trusted proxy (TRUST_PROXY). Works on
 * plain Node requests too (WebSocket upgrades never pass through Express).
 */
export function requestOrigin(req: IncomingMessage, trustProxy: AppConfig['trustProxy']): string | null {
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  let scheme = encrypted ? 'https' : 'http';
  let host = firstValue(req.headers.host);
  if (isTrustedProxy(req.socket?.remoteAddress, trustProxy)) {
    scheme = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() ?? scheme;
    host = firstValue(req.headers['x-forwarded-host']) ?? host;
  }
  if (!host || /[/\\@?#\s]/.test(host)) return null;
  return originOf(`${scheme}://${host}`);
}

/**
 * The one origin allowed to change state: PUBLIC_URL's when it is set; otherwise the origin the
 * request itself was sent to, so http://127.0.0.1:3000 and a LAN address work on a first run.
 */
export function expectedOrigin(req: IncomingMessage, config: OriginConfig): string | null {
  return config.publicUrlConfigured ? originOf(config.publicUrl) : requestOrigin(req, config.trustProxy);
}

/**
 * True when a browser's `Origin` header names exactly the expected origin (scheme, host, port).
 * An absent header passes: browsers always send one on WebSocket upgrades and cross-origin
 * POSTs, so its absence means a script, not a page. `null` (sandboxed frames, file://) fails.
 */
export function isSameOrigin(originHeader: string | undefined, req: IncomingMessage, config: OriginConfig): boolean {
  if (originHeader === undefined) return true;
  const expected = expectedOrigin(req, config);
  return expected !== null && originHeader !== 'null' && originOf(originHeader) === expected;
}

/** The refusal's message: which origin was expected, and which setting changes it. */
export function crossOriginMessage(from: string, req: IncomingMessage, config: OriginConfig): string {
  const expected = expectedOrigin(req, config) ?? 'the address this server was reached at';
  const source = from === 'null' ? 'a page without an origin' : from;
  return config.publicUrlConfigured
    ? `Refused a request from ${source}: this server accepts changes only from ${expected} (its PUBLIC_URL); open Coffer at ${expected}, or set PUBLIC_URL to the address you use.`
    : `Refused a request from ${source}: only pages from ${expected}, the address this request was sent to, may make changes here; open Coffer at one address, or set PUBLIC_URL to the address you use.`;
}

/**
 * Backs SameSite=Lax with an exact-origin check on state-changing requests: another port of the
 * same host or a sibling subdomain is same-site (browsers send it our cookie) but not our
 * origin. An Origin other than the expected one, `null`, or without Origin a Referer from
 * another origin gets 403 FORBIDDEN_ORIGIN. Requests with neither header (scripts, curl) pass.
 */
export function originCheck(config: OriginConfig) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    let refusedFrom: string | undefined;
    if (origin !== undefined) {
      if (!isSameOrigin(origin, req, config)) refusedFrom = origin;
    } else if (referer !== undefined) {
      const refererOrigin = originOf(referer) ?? 'null';
      if (!isSameOrigin(refererOrigin, req, config)) refusedFrom = refererOrigin;
    }
    if (refusedFrom === undefined) return next();
    sendErrorResponse(req, res, {
      status: 403,
      code: 'FORBIDDEN_ORIGIN',
      message: crossOriginMessage(refusedFrom, req, config),
    });
  };
}
