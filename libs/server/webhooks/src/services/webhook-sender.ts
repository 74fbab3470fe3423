import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_TIMEOUT_MS } from '../domain/retry-schedule';
import type { ResolvedAddress } from './webhook-target';

/** What one attempt came to: a status (any, 3xx included: redirects are not followed) or an error. */
export interface AttemptResult {
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/** How much of an answer's body is read (and thrown away) before the connection is closed. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs one signed message to an address already checked by WebhookTargetPolicy: the name in the
 * URL is used for Host, SNI and the certificate, the connection goes to `address` (no second DNS
 * lookup, so a rebinding answer cannot redirect it). Redirects are never followed.
 */
@Injectable()
export class WebhookSender {
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
    const timeout = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
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
        const reason = timeout.aborted ? `Timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s` : error.message;
        resolve({ status: null, latencyMs: elapsed(), error: reason });
      });
      request.end(body);
    });
  }
}
