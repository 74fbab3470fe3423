import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import type { ResolvedAddress } from './webhook-target';

/** What one attempt came to: a status (any, 3xx included: redirects are not followed) or an error. */
export interface AttemptResult {
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * How long one attempt may take, in ms (the module provides WEBHOOK_TIMEOUT_MS). A provider of its
 * own so that a test can shorten it (createTestApp's `overrides`) rather than wait 10 s for an
 * endpoint that never answers.
 */
export const WEBHOOK_ATTEMPT_TIMEOUT = Symbol('WEBHOOK_ATTEMPT_TIMEOUT');

/** How much of an answer's body is read (and thrown away) before the connection is closed. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs one signed message to an address already checked by WebhookTargetPolicy: the name in the
 * URL is used for Host, SNI and the certificate, the connection goes to `address` (no second DNS
 * lookup, so a rebinding answer cannot redirect it). Redirects are never followed.
 */
@Injectable()
export class WebhookSender {
  constructor(@Inject(WEBHOOK_ATTEMPT_TIMEOUT) private readonly timeoutMs: number) {}

  send(
    url: URL,
    address: ResolvedAddress,
    headers: Record<string, string>,
    body: string,
    signal: AbortSignal,
  ): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: address.address, family: address.family }]);
      else callback(null, address.address, address.family);
    };
    const transport = url.protocol === 'https:' ? https : http;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    return new Promise<AttemptResult>((resolve) => {
      const request = transport.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          agent: false,
          signal: AbortSignal.any([signal, timeout]),
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Coffer-Webhooks/1',
          },
        },
        (response) => {
          const status = response.statusCode ?? null;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          const done = () => resolve({ status, latencyMs: elapsed(), error: null });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      request.on('error', (error: Error) => {
        const reason = timeout.aborted ? `Timed out after ${this.timeoutMs / 1000} s` : error.message;
        resolve({ status: null, latencyMs: elapsed(), error: reason });
      });
      request.end(body);
    });
  }
}
