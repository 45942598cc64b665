import { maskRecipient, type Log } from '../log';
import { writeToOutbox } from '../outbox';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * No SMS provider is configured by default: texts go to DATA_DIR/outbox like e-mails, where a
 * developer reads the code; the log never holds it. A real provider plugs in behind this interface.
 */
export function createOutboxSms(outboxDir: string, log: Log): SmsSender {
  return {
    async send(to, text) {
      const file = await writeToOutbox(outboxDir, to, { channel: 'sms', text });
      log.info({ channel: 'sms', to: maskRecipient(to), file }, 'text message written to the outbox');
    },
  };
}
