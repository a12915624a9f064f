import type { z } from 'zod';
import { isLocaleCode, type LocaleCode } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { dictionary } from './lang-dictionary.ts';
import * as repo from './settings.repository.ts';
import type { siteInfoSchema } from './settings.schemas.ts';
import { OTHER_VALUE_DEFAULTS, SITE_INFO_DEFAULTS } from './seed-data/site.ts';

type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Exchange info: the quote currency all display rates are expressed against. */
export const RATE_BASE = 'USDT';

/**
 * Site info with its otherValue object. A setting missing from the table (deleted by an
 * operator) reads as its default until the next start inserts it again.
 */
export async function getSiteInfo(db: Queryable) {
  const rows = await repo.listSiteSettings(db);
  const site: Record<string, unknown> = Object.fromEntries(SITE_INFO_DEFAULTS.map((d) => [d.name, d.value]));
  const otherValue: Record<string, unknown> = Object.fromEntries(OTHER_VALUE_DEFAULTS.map((d) => [d.name, d.value]));
  for (const r of rows) (r.group_name === 'site' ? site : otherValue)[r.name] = r.value;
  // Shapes are checked by the response schema when sent.
  return { ...site, otherValue } as SiteInfo;
}

export async function getExchangeInfo(db: Queryable) {
  const rows = await repo.listExchangeRates(db);
  const updatedAt = rows.reduce<Date | null>((max, r) => (!max || r.updated_at > max ? r.updated_at : max), null);
  return {
    base: RATE_BASE,
    defaultCurrency: rows.find((r) => r.is_default)?.currency ?? null,
    updatedAt: updatedAt?.toISOString() ?? null,
    rates: rows.map((r) => ({
      currency: r.currency,
      symbol: r.symbol,
      rate: new Money(r.rate).toFixed(6),
      isDefault: r.is_default,
    })),
  };
}

export async function listTextLang(db: Queryable, q: { lang: LocaleCode; key?: string; limit: number; offset: number }) {
  const { rows, total } = await repo.pageTextLang(db, q);
  return {
    rows: rows.map((r) => ({
      id: r.id, key: r.text_key, lang: r.lang, title: r.title, content: r.content, sort: r.sort, updatedAt: r.updated_at.toISOString(),
    })),
    total,
  };
}

export async function listOrderFees(db: Queryable) {
  const rows = await repo.listOrderFees(db);
  return rows.map((r) => ({
    id: r.id,
    remark: r.remark,
    feeRate: moneyString(r.fee_rate),
    productType: r.product_type,
    positionType: r.position_type,
    exType: r.ex_type,
  }));
}

/** One of the 19 locale codes, or a clear error naming what was sent. */
export function requireLocale(lang: string): LocaleCode {
  if (!isLocaleCode(lang)) throw badRequest('settings.lang_unsupported', { lang });
  return lang;
}

export async function getLangMessages(database: Database, lang: string) {
  const code = requireLocale(lang);
  return { lang: code, messages: await dictionary(database, code) };
}

export async function listSwitches(db: Queryable) {
  const rows = await repo.listSwitches(db);
  return rows.map((r) => ({ switchName: r.switch_name, status: r.status }));
}

/** Active pop-ups in the caller's locale, or in English when that locale has none. */
export async function listActivePopUps(db: Queryable, lang: LocaleCode, now = new Date()) {
  let rows = await repo.activePopUps(db, lang, now);
  if (!rows.length && lang !== 'en') rows = await repo.activePopUps(db, 'en', now);
  return rows.map((r) => ({
    id: r.id, title: r.title, content: r.content, lang: r.lang, startAt: r.start_at.toISOString(), endAt: r.end_at?.toISOString() ?? null,
  }));
}

export async function listTips(db: Queryable) {
  const rows = await repo.listTips(db);
  return rows.map((r) => ({ id: r.id, remark: r.remark, contentLang: r.content_lang, contentVisibleFlag: r.content_visible_flag }));
}

export async function listPageConfig(db: Queryable, pagePath: string) {
  const rows = await repo.listPageConfig(db, pagePath);
  return rows.map((r) => ({ module: r.module, desc: r.description, isVisible: r.is_visible, sort: r.sort, switchName: r.switch_name }));
}

/**
 * API lines offered to the app: line 0 is the origin that served the request (url ''),
 * then every valid URL of APP_LINES. A line's name is its host.
 */
export function listLines(config: Config, servingHost: string) {
  const extra = config.APP_LINES.split(',')
    .map((s) => s.trim())
    .flatMap((s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'http:' || u.protocol === 'https:' ? [{ name: u.host, url: s.replace(/\/+$/, '') }] : [];
      } catch {
        return [];
      }
    });
  return [{ name: servingHost, url: '' }, ...extra].map((l, index) => ({ index, ...l }));
}
