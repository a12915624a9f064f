import type { LocaleCode, LocalizedText } from '@app/contract';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { SiteMessageCategory } from './content.tables.ts';
import * as repo from './site-message.repository.ts';

/** The text in `lang`, else English, else any locale present. */
export function pickText(text: Partial<LocalizedText>, lang: LocaleCode): string {
  return text[lang] || text.en || Object.values(text).find(Boolean) || '';
}

export function unreadCount(db: Queryable, userId: number) {
  return repo.countUnread(db, userId);
}

export async function listMessages(db: Queryable, userId: number, lang: LocaleCode, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.pageVisible(db, userId, page);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: pickText(r.title_lang, lang),
      content: pickText(r.content_lang, lang),
      publishedAt: r.published_at.toISOString(),
      isRead: r.read_at !== null,
      readAt: r.read_at?.toISOString() ?? null,
    })),
    total,
  };
}

/**
 * Marks one of the caller's messages (or a broadcast) read and returns the new unread
 * count. Reading twice is harmless. Another customer's message is answered as not found,
 * so ids reveal nothing.
 */
export async function readMessage(db: Queryable, userId: number, id: number) {
  const msg = await repo.findVisible(db, userId, id);
  if (!msg) throw notFound('content.message_not_found', { id });
  if (msg.read_at === null) await repo.markRead(db, userId, id);
  return { id, isRead: true, count: await repo.countUnread(db, userId) };
}

export async function readAllMessages(db: Queryable, userId: number) {
  const marked = await repo.markAllRead(db, userId);
  return { marked, count: await repo.countUnread(db, userId) };
}

export interface NewSiteMessage {
  /** Omit for a broadcast to every customer. */
  userId?: number | null;
  /** Stable key: a second call with the same code adds nothing. */
  code?: string;
  category?: SiteMessageCategory;
  title: Partial<LocalizedText>;
  content: Partial<LocalizedText>;
  publishedAt?: Date;
}

/** For other modules: puts a message in a customer's inbox (or everyone's). Returns its id, or null if `code` existed. */
export async function createSiteMessage(db: Queryable, m: NewSiteMessage): Promise<number | null> {
  const row = await db
    .insertInto('site_message')
    .values({
      user_id: m.userId ?? null,
      code: m.code ?? null,
      category: m.category ?? 'system',
      title_lang: JSON.stringify(m.title),
      content_lang: JSON.stringify(m.content),
      ...(m.publishedAt ? { published_at: m.publishedAt } : {}),
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
