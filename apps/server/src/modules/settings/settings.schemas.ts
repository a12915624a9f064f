import { z } from 'zod';
import { intField } from '../../lib/int-field.ts';

/** The success envelopes of spec point 7, for response serialization and the OpenAPI document. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });
export const rowsEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ code: z.number().int(), msg: z.string(), rows: z.array(row), total: z.number().int() });

/** `pageNum` 1-based; `pageSize` is clamped to the route's maximum by `paging`. */
export const pageQuery = {
  pageNum: intField(1, 1_000_000).optional(),
  pageSize: intField(1).optional(),
};

/** `params[...]` filters arrive as a nested object; absent means no filter. */
export const bracketParams = <T extends z.ZodRawShape>(shape: T) => z.preprocess((v) => v ?? {}, z.object(shape));

const flag = z.number().int().min(0).max(1);

export const otherValueSchema = z
  .object({
    default_trade_currency_id: z.number(),
    scoreTips: z.number(),
    showMsgTime: z.number(),
    default_transId: z.number(),
    app_decimal_no: z.number(),
    app_adress_num: z.number(),
    app_order_time: z.number(),
    app_fast_fee: z.number(),
    app_order_change: z.number(),
    app_logo_type: z.number(),
    app_fastFree: z.number(),
    app_withdrawAll: z.number(),
    app_showFreeze: z.number(),
  })
  .catchall(z.unknown());

export const siteInfoSchema = z
  .object({
    siteName: z.string(),
    logo: z.string(),
    serviceUrl: z.string(),
    supportEmail: z.string(),
    copyright: z.string(),
    defaultLang: z.string(),
    registerTypes: z.array(z.string()),
    inviteCodeRequired: flag,
    otherValue: otherValueSchema,
  })
  .catchall(z.unknown());

export const exchangeInfoSchema = z.object({
  base: z.string(),
  defaultCurrency: z.string().nullable(),
  updatedAt: z.string().nullable(),
  rates: z.array(z.object({ currency: z.string(), symbol: z.string(), rate: z.string(), isDefault: z.boolean() })),
});

export const textLangRow = z.object({
  id: z.number(), key: z.string(), lang: z.string(), title: z.string(), content: z.string(), sort: z.number(), updatedAt: z.string(),
});

export const orderFeeRow = z.object({
  id: z.number(), remark: z.string(), feeRate: z.string(), productType: z.number(), positionType: z.number(), exType: z.number(),
});

export const langMessagesSchema = z.object({ lang: z.string(), messages: z.record(z.string(), z.string()) });

export const switchRow = z.object({ switchName: z.string(), status: flag });

export const popUpRow = z.object({
  id: z.number(), title: z.string(), content: z.string(), lang: z.string(), startAt: z.string(), endAt: z.string().nullable(),
});

export const tipRow = z.object({
  id: z.number(), remark: z.string(), contentLang: z.record(z.string(), z.string()), contentVisibleFlag: flag,
});

export const pageConfigRow = z.object({
  module: z.string(), desc: z.string(), isVisible: flag, sort: z.number(), switchName: z.string().nullable(),
});

export const lineRow = z.object({ index: z.number(), name: z.string(), url: z.string() });

/** Route paths as the app writes them: `pages/tabs/home/home-f`. */
export const pagePathSchema = z.string().min(1).max(200).regex(/^[A-Za-z0-9_/-]+$/);
/** A locale code as sent; whether it is one of the 19 is the service's answer. */
export const langCodeSchema = z.string().min(1).max(20).regex(/^[A-Za-z_-]+$/);
/** A text_lang key. */
export const textKeySchema = z.string().min(1).max(64).regex(/^[a-z][a-z0-9_]*$/);
