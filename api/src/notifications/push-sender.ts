import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './notification-tables';
import type { PushLanguage, PushPayload } from './notification-types';
import type { PushSubscriptionsRepository } from './push-subscriptions-repository';
import { nonPublicHostProblem, publicOnlyAgent, type HostResolver } from './public-address';
import type { VapidKeys } from './vapid-keys';

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  subscriptions: PushSubscriptionsRepository;
  log: FastifyBaseLogger;
  /**
   * The HTTPS agent for push services. Unset: one that connects to public addresses only.
   * Tests pass one that trusts their local service's certificate.
   */
  agent?: Agent | undefined;
  /** Whether endpoints on private addresses are allowed (only tests, whose service is local). */
  privateHostsAllowed?: boolean;
  /** How endpoint hosts are resolved when checked; the system's DNS unless told. */
  resolveHost?: HostResolver | undefined;
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
  readonly #agent: Agent;

  constructor(private readonly options: PushSenderOptions) {
    this.#agent = options.agent ?? publicOnlyAgent();
  }

  /**
   * Why an endpoint may not be subscribed, or null: a push subscription is a URL the user
   * chooses, and every notification would make this server request it.
   */
  async endpointProblem(endpoint: string): Promise<string | null> {
    if (this.options.privateHostsAllowed) return null;
    const problem = await nonPublicHostProblem(new URL(endpoint), this.options.resolveHost);
    return problem ? `The push endpoint's host ${problem}` : null;
  }

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  /** Sends to each subscription of the user; a gone one is removed, other failures logged. */
  async sendToUser(userId: string, message: PushMessage): Promise<void> {
    const subscriptions = await this.options.subscriptions.ofUser(userId);
    await Promise.all(subscriptions.map((subscription) => this.#send(subscription, message)));
  }

  async #send(subscription: PushSubscriptionRow, message: PushMessage): Promise<void> {
    const { keys, subject, log } = this.options;
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
          agent: this.#agent,
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
