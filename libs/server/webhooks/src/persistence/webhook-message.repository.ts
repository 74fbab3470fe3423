import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { flipOrder } from '@coffer/server-core';
import type { WebhookEventName } from '../domain/webhook-events';

/** A message to deliver, with what its attempt needs of the endpoint. */
export interface PendingMessage {
  id: string;
  endpointId: string;
  eventType: WebhookEventName;
  body: string;
  url: string;
  secretSealed: string;
}

export interface DeliveryRecord {
  id: string;
  messageId: string;
  endpointId: string;
  eventType: WebhookEventName;
  attempt: number;
  status: 'delivered' | 'failed';
  responseCode: number | null;
  latencyMs: number | null;
  error: string | null;
  attemptedAt: Date;
  nextAttemptAt: Date | null;
}

export interface NewDelivery {
  messageId: string;
  endpointId: string;
  status: 'delivered' | 'failed';
  responseCode: number | null;
  latencyMs: number;
  error: string | null;
  attemptedAt: Date;
  nextAttemptAt: Date | null;
}

interface DeliveryRow {
  id: string;
  message_id: string;
  endpoint_id: string;
  event_type: string;
  attempt: number;
  status: 'delivered' | 'failed';
  response_code: number | null;
  latency_ms: number | null;
  error: string | null;
  attempted_at: Date;
  next_attempt_at: Date | null;
  attempted_micros: string;
}

const MICROS = '(extract(epoch from d.attempted_at) * 1000000)::bigint';

/** Rows of `webhook_message` (one per event and endpoint) and `webhook_delivery` (one per attempt). */
@Injectable()
export class WebhookMessageRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records a message in the caller's transaction; answers its id. */
  async insert(manager: EntityManager, endpointId: string, eventType: WebhookEventName, body: string): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      'INSERT INTO webhook_message (endpoint_id, event_type, body) VALUES ($1, $2, $3) RETURNING id',
      [endpointId, eventType, body],
    );
    return rows[0]!.id;
  }

  async pending(messageId: string): Promise<PendingMessage | null> {
    const rows: Array<{
      id: string;
      endpoint_id: string;
      event_type: string;
      body: string;
      url: string;
      secret: string;
    }> = await this.dataSource.query(
      `SELECT m.id, m.endpoint_id, m.event_type, m.body, w.url, w.secret
         FROM webhook_message m JOIN webhook_endpoint w ON w.id = m.endpoint_id WHERE m.id = $1`,
      [messageId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      endpointId: row.endpoint_id,
      eventType: row.event_type as WebhookEventName,
      body: row.body,
      url: row.url,
      secretSealed: row.secret,
    };
  }

  /** Records one attempt, numbered after the message's earlier ones. */
  async recordAttempt(delivery: NewDelivery): Promise<number> {
    const rows: Array<{ attempt: number }> = await this.dataSource.query(
      `INSERT INTO webhook_delivery
         (message_id, endpoint_id, attempt, status, response_code, latency_ms, error, attempted_at, next_attempt_at)
       SELECT $1, $2, COALESCE(MAX(attempt), 0) + 1, $3, $4, $5, $6, $7, $8 FROM webhook_delivery WHERE message_id = $1
       RETURNING attempt`,
      [
        delivery.messageId,
        delivery.endpointId,
        delivery.status,
        delivery.responseCode,
        delivery.latencyMs,
        delivery.error?.slice(0, 1000) ?? null,
        delivery.attemptedAt,
        delivery.nextAttemptAt,
      ],
    );
    return rows[0]!.attempt;
  }

  /** The message of one of `userId`'s deliveries. */
  async messageOfDelivery(
    userId: string,
    deliveryId: string,
  ): Promise<{ messageId: string; endpointId: string } | null> {
    const rows: Array<{ message_id: string; endpoint_id: string }> = await this.dataSource.query(
      `SELECT d.message_id, d.endpoint_id FROM webhook_delivery d JOIN webhook_endpoint w ON w.id = d.endpoint_id
        WHERE d.id = $1 AND w.user_id = $2`,
      [deliveryId, userId],
    );
    const row = rows[0];
    return row ? { messageId: row.message_id, endpointId: row.endpoint_id } : null;
  }

  /** How many delivery attempts an endpoint has on record. */
  async countFor(endpointId: string): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      'SELECT count(*) AS n FROM webhook_delivery WHERE endpoint_id = $1',
      [endpointId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Newest first, `first + 1` rows after the cursor's (attempted_at, id); backward, the rows just
   * before it, nearest first (toPage puts them back in order).
   */
  async page(
    endpointId: string,
    first: number,
    after: [string, string] | null,
    backward = false,
  ): Promise<Array<{ record: DeliveryRecord; at: string }>> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT d.id, d.message_id, d.endpoint_id, m.event_type, d.attempt, d.status, d.response_code, d.latency_ms,
              d.error, d.attempted_at, d.next_attempt_at, ${MICROS} AS attempted_micros
         FROM webhook_delivery d JOIN webhook_message m ON m.id = d.message_id
        WHERE d.endpoint_id = $1
          ${after ? `AND (${MICROS}, d.id) ${flipOrder('<', backward)} (CAST($3 AS bigint), CAST($4 AS uuid))` : ''}
        ORDER BY ${flipOrder('d.attempted_at DESC, d.id DESC', backward)} LIMIT $2`,
      after ? [endpointId, first + 1, after[0], after[1]] : [endpointId, first + 1],
    );
    return rows.map((row) => ({ at: String(row.attempted_micros), record: toRecord(row) }));
  }

  /** One of `userId`'s delivery attempts, or null. */
  async deliveryOf(userId: string, deliveryId: string): Promise<DeliveryRecord | null> {
    const rows: DeliveryRow[] = await this.dataSource.query(
      `SELECT d.id, d.message_id, d.endpoint_id, m.event_type, d.attempt, d.status, d.response_code, d.latency_ms,
              d.error, d.attempted_at, d.next_attempt_at, ${MICROS} AS attempted_micros
         FROM webhook_delivery d JOIN webhook_message m ON m.id = d.message_id
         JOIN webhook_endpoint w ON w.id = d.endpoint_id
        WHERE d.id = $1 AND w.user_id = $2`,
      [deliveryId, userId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }
}

function toRecord(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    messageId: row.message_id,
    endpointId: row.endpoint_id,
    eventType: row.event_type as WebhookEventName,
    attempt: row.attempt,
    status: row.status,
    responseCode: row.response_code,
    latencyMs: row.latency_ms,
    error: row.error,
    attemptedAt: row.attempted_at,
    nextAttemptAt: row.next_attempt_at,
  };
}
