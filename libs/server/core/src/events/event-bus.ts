import { Injectable } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';

/** Topics published on the bus; payloads always carry the user they concern. */
export const EVENT_TOPICS = {
  itemsChanged: 'itemsChanged',
  uploadCompleted: 'uploadCompleted',
  shareReceived: 'shareReceived',
} as const;
export type EventTopic = (typeof EVENT_TOPICS)[keyof typeof EVENT_TOPICS];

/**
 * Live events for GraphQL subscriptions. In-process fan-out: every subscriber of this process
 * hears every event published by this process.
 */
@Injectable()
export class EventBus {
  private readonly pubsub = new PubSub();

  publish(topic: EventTopic, payload: { userId: string } & Record<string, unknown>): void {
    void this.pubsub.publish(topic, payload);
  }

  iterator<T>(topic: EventTopic): AsyncIterableIterator<T> {
    return this.pubsub.asyncIterableIterator<T>(topic);
  }
}
