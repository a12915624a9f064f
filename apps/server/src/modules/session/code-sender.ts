import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { LocaleCode, MessageParams } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { insertOutboxMessage } from './session.repository.ts';
import { sessionMessages } from './session.messages.ts';
import type { CodeChannel, CodeScene } from './session.tables.ts';

/** One verification code to deliver, with everything needed to word the message. */
export interface CodeDelivery {
  /** Normalized account: 11-digit mainland number or lower-case email. */
  account: string;
  channel: CodeChannel;
  scene: CodeScene;
  code: string;
  locale: LocaleCode;
  ttlMinutes: number;
}

/**
 * Delivers verification codes. Throwing means the code did not leave: the caller forgets
 * the code and tells the user to try again.
 */
export interface CodeSender {
  readonly name: string;
  send(delivery: CodeDelivery): Promise<void>;
}

function text(key: string, locale: LocaleCode, params: MessageParams = {}): string {
  const template = sessionMessages[key]?.[locale] ?? sessionMessages[key]?.en ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function codeMessageText(d: CodeDelivery): string {
  return text('session.code_message', d.locale, { code: d.code, minutes: d.ttlMinutes });
}

/**
 * The demo sender for the embedded setup, where no SMS or mail gateway exists: the code is
 * written to the server log (info level) and the message to the `message_outbox` table.
 */
export class OutboxCodeSender implements CodeSender {
  readonly name = 'outbox';
  constructor(private readonly db: Queryable, private readonly log: FastifyBaseLogger) {}

  async send(d: CodeDelivery): Promise<void> {
    await insertOutboxMessage(this.db, { account: d.account, channel: d.channel, scene: d.scene, body: codeMessageText(d) });
    this.log.info({ account: d.account, channel: d.channel, scene: d.scene }, `verification code for ${d.account}: ${d.code}`);
  }
}

/** Emails the code through an SMTP server (`SMTP_URL`, sender address `SMTP_FROM`). */
export class SmtpCodeSender implements CodeSender {
  readonly name = 'smtp';
  constructor(private readonly transport: Transporter, private readonly from: string, private readonly log: FastifyBaseLogger) {}

  async send(d: CodeDelivery): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: d.account,
      subject: text('session.code_email_subject', d.locale),
      text: codeMessageText(d),
    });
    this.log.info({ account: d.account, scene: d.scene }, 'verification code emailed');
  }
}

/** Sends each code through the sender configured for its channel. */
export class ChannelCodeSender implements CodeSender {
  readonly name: string;
  constructor(private readonly byChannel: Record<CodeChannel, CodeSender>) {
    this.name = `sms:${byChannel.sms.name},email:${byChannel.email.name}`;
  }
  send(d: CodeDelivery): Promise<void> {
    return this.byChannel[d.channel].send(d);
  }
}

/**
 * The configured sender: emails go through SMTP when `SMTP_URL` is set; everything else
 * (all SMS, as no SMS gateway is configured) goes to the log and the outbox.
 */
export function createCodeSender(config: Config, db: Queryable, log: FastifyBaseLogger): CodeSender {
  const outbox = new OutboxCodeSender(db, log);
  const email = config.SMTP_URL
    ? new SmtpCodeSender(nodemailer.createTransport(config.SMTP_URL), config.SMTP_FROM, log)
    : outbox;
  return new ChannelCodeSender({ sms: outbox, email });
}
