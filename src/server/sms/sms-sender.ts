import { maskRecipient, type Log } from '../log';
import { writeToOutbox } from '../outbox';

export interface SmsSender {
  /** Resolves once the provider accepted the message; a refusal or an unreachable provider is an SmsDeliveryError. */
  send(to: string, text: string): Promise<void>;
}

/**
 * A text that did not go out. It carries only what can be logged: the provider's error code (or the
 * network error's) and HTTP status, never the provider's message, which repeats the number, nor the
 * request, which holds the text and the credentials.
 */
export class SmsDeliveryError extends Error {
  constructor(readonly providerCode: string, readonly status: number | undefined) {
    super(`text message not delivered (provider code ${providerCode})`);
  }
}

/**
 * Without an SMS provider (development), texts go to DATA_DIR/outbox like e-mails, where a developer
 * reads the code; the log never holds it.
 */
export function createOutboxSms(outboxDir: string, log: Log): SmsSender {
  return {
    async send(to, text) {
      const file = await writeToOutbox(outboxDir, to, { channel: 'sms', text });
      log.info({ channel: 'sms', to: maskRecipient(to), file }, 'text message written to the outbox');
    },
  };
}
