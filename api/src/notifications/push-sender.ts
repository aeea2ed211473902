import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './notification-tables';
import type { PushLanguage, PushPayload } from './notification-types';
import type { PushSubscriptionsRepository } from './push-subscriptions-repository';
import type { VapidKeys } from './vapid-keys';

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  subscriptions: PushSubscriptionsRepository;
  log: FastifyBaseLogger;
  /** The HTTPS agent for push services (tests trust their local service's certificate). */
  agent?: Agent | undefined;
}

export interface PushMessage {
  /** The payload in the subscription's language. */
  payload(language: PushLanguage): PushPayload;
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

// The push service's answer for a subscription that no longer exists.
const GONE = new Set([404, 410]);

/** Web push to every browser a user subscribed, signed with the VAPID keys. */
export class PushSender {
  constructor(private readonly options: PushSenderOptions) {}

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  /** Sends to each subscription of the user; a gone one is removed, other failures logged. */
  async sendToUser(userId: string, message: PushMessage): Promise<void> {
    const subscriptions = await this.options.subscriptions.ofUser(userId);
    await Promise.all(subscriptions.map((subscription) => this.#send(subscription, message)));
  }

  async #send(subscription: PushSubscriptionRow, message: PushMessage): Promise<void> {
    const { keys, subject, agent, log } = this.options;
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(message.payload(subscription.language)),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          timeout: 10_000,
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && GONE.has(status)) {
        await this.options.subscriptions.deleteGone(subscription.id);
        log.info({ userId: subscription.userId, status }, 'push subscription gone: removed');
        return;
      }
      log.warn({ err: error, userId: subscription.userId }, 'web push failed');
    }
  }
}
