import { LOCALE_CODES } from '@app/contract';
import type { Tx } from '../../db/database.ts';
import type { AppContext } from '../module.ts';
import { syncDictionary } from './lang-dictionary.ts';
import { EXCHANGE_RATE_DEFAULTS } from './seed-data/exchange-rates.ts';
import { ORDER_FEE_DEFAULTS } from './seed-data/order-fees.ts';
import { PAGE_CONFIG_DEFAULTS } from './seed-data/page-config.ts';
import { POP_UP_DEFAULTS } from './seed-data/pop-ups.ts';
import { OTHER_VALUE_DEFAULTS, SITE_INFO_DEFAULTS } from './seed-data/site.ts';
import { SWITCH_DEFAULTS } from './seed-data/switches.ts';
import { TEXT_LANG_DEFAULTS } from './seed-data/text-lang.ts';
import { TIPS_DEFAULTS } from './seed-data/tips.ts';
import './settings.tables.ts';

/**
 * Inserts the default settings that are missing and never overwrites a stored row, so
 * operator changes survive restarts; then mirrors every module's message catalog into
 * the dictionary (which does refresh catalog texts).
 */
export async function seedSettings(ctx: AppContext): Promise<void> {
  await ctx.database.db.transaction().execute(async (tx) => {
    await seedSiteSettings(tx);
    await seedReferenceData(tx);
    await seedContentTexts(tx);
  });
  // Imported here, not at the top: the module list imports this module.
  const { modules } = await import('../index.ts');
  await syncDictionary(ctx.database, modules);
}

async function seedSiteSettings(tx: Tx) {
  const rows = [
    ...SITE_INFO_DEFAULTS.map((d) => ({ group_name: 'site' as const, name: d.name, value: JSON.stringify(d.value), remark: d.remark })),
    ...OTHER_VALUE_DEFAULTS.map((d) => ({ group_name: 'otherValue' as const, name: d.name, value: JSON.stringify(d.value), remark: d.remark })),
  ];
  await tx.insertInto('site_setting').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

async function seedReferenceData(tx: Tx) {
  await tx
    .insertInto('exchange_rate')
    .values(EXCHANGE_RATE_DEFAULTS.map((r, i) => ({ currency: r.currency, symbol: r.symbol, rate: r.rate, is_default: r.isDefault ?? false, sort: (i + 1) * 10 })))
    // No conflict target: also skips the default USD when an operator made another currency the default.
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx
    .insertInto('order_fee_setting')
    .values(ORDER_FEE_DEFAULTS.map((f) => ({
      product_type: f.productType, position_type: f.positionType, ex_type: f.exType, fee_rate: f.feeRate, remark: f.remark,
    })))
    .onConflict((oc) => oc.columns(['product_type', 'position_type', 'ex_type']).doNothing())
    .execute();
  await tx
    .insertInto('switch_set')
    .values(SWITCH_DEFAULTS.map((w, i) => ({ switch_name: w.switchName, status: w.status, remark: w.remark, sort: (i + 1) * 10 })))
    .onConflict((oc) => oc.column('switch_name').doNothing())
    .execute();
  const sortInPage = new Map<string, number>();
  await tx
    .insertInto('app_page_config')
    .values(PAGE_CONFIG_DEFAULTS.map((p) => {
      const sort = (sortInPage.get(p.pagePath) ?? 0) + 10;
      sortInPage.set(p.pagePath, sort);
      return { page_path: p.pagePath, module: p.module, description: p.desc, is_visible: p.isVisible, sort, switch_name: p.switchName };
    }))
    .onConflict((oc) => oc.columns(['page_path', 'module']).doNothing())
    .execute();
}

async function seedContentTexts(tx: Tx) {
  await tx
    .insertInto('text_lang')
    .values(TEXT_LANG_DEFAULTS.flatMap((t, i) => LOCALE_CODES.map((lang) => ({
      text_key: t.key, lang, title: t.title[lang], content: `<p>${t.content[lang]}</p>`, sort: (i + 1) * 10,
    }))))
    .onConflict((oc) => oc.columns(['text_key', 'lang']).doNothing())
    .execute();
  await tx
    .insertInto('pop_up')
    .values(POP_UP_DEFAULTS.flatMap((p) => LOCALE_CODES.map((lang) => ({
      code: p.code, lang, title: p.title[lang], content: p.content[lang],
      start_at: new Date(p.startAt), end_at: p.endAt ? new Date(p.endAt) : null,
    }))))
    .onConflict((oc) => oc.columns(['code', 'lang']).doNothing())
    .execute();
  await tx
    .insertInto('tips_set')
    .values(TIPS_DEFAULTS.map((t, i) => ({
      remark: t.remark, content_lang: JSON.stringify(t.contentLang), content_visible_flag: t.contentVisibleFlag, sort: (i + 1) * 10,
    })))
    .onConflict((oc) => oc.column('remark').doNothing())
    .execute();
}
