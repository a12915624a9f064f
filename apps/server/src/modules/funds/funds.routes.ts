import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okRows, paging } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AppContext } from '../module.ts';
import { addBankCard, deleteBankCard, listBankCards } from './bank-card.service.ts';
import { bibiAssets, panelData, userBalances } from './balance.service.ts';
import { demoPaymentsOn } from './demo-provider.ts';
import {
  addressAddBody, addressListQuery, bankCardAddBody, bankConfigQuery, currencyQuery, idBody, idQuery, recordListQuery, rangeEnd, rangeStart,
} from './funds.schemas.ts';
import { listRecords, recordDetail } from './records.service.ts';
import {
  bankView, currencyView, listBanks, listCurrencies, listRechargeChannels, listWithdrawChannels, rechargeChannelView, withdrawChannelView,
} from './reference.service.ts';
import type { PriceLookup } from './valuation.ts';
import { addWalletAddress, deleteWalletAddress, listWalletAddresses } from './wallet-address.service.ts';

/**
 * Reference data, balances, bank cards, wallet addresses and records. Money-moving calls
 * (recharge, withdraw, upload) are in money.routes.ts.
 */
export async function fundsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const signedIn = { onRequest: app.authenticate };
  const tags = ['funds'];
  const demo = demoPaymentsOn(ctx.config);
  // Live prices of the quotes capability (registered after this module, so looked up per call).
  const prices: PriceLookup = (code) => {
    const state = app.hasDecorator('quotes') ? app.quotes.market.state(code) : undefined;
    return state?.priced ? state.info().nowPrice : null;
  };

  r.get('/api/platformCurrency/list', { schema: { tags } }, async () => {
    const rows = (await listCurrencies(db)).map(currencyView);
    return okRows(rows);
  });

  r.get('/api/rechargeChannelConfig/list', { schema: { tags }, ...signedIn }, async (req) => {
    const rows = (await listRechargeChannels(db)).filter((c) => demo || !c.is_demo).map((c) => rechargeChannelView(c, req.locale));
    return okRows(rows);
  });

  r.get('/api/withdrawChannelConfig/list', { schema: { tags }, ...signedIn }, async (req) => {
    const rows = (await listWithdrawChannels(db)).map((c) => withdrawChannelView(c, req.locale));
    return okRows(rows);
  });

  r.get('/api/bankPropertyConfig/list', { schema: { tags, querystring: bankConfigQuery } }, async (req) => {
    const rows = (await listBanks(db, req.query.configType)).map(bankView);
    return okRows(rows);
  });

  r.get('/api/userInfo/userBalance', { schema: { tags, querystring: currencyQuery }, ...signedIn }, async (req) =>
    ok(await userBalances(db, currentUser(req).id, req.query.currencyId)));

  r.get('/api/userInfo/personCenterPanelData', { schema: { tags }, ...signedIn }, async (req) =>
    ok(await panelData(db, currentUser(req).id, prices)));

  r.get('/api/userBibiAssets/list', { schema: { tags }, ...signedIn }, async (req) => {
    const rows = await bibiAssets(db, currentUser(req).id, prices);
    return okRows(rows);
  });

  r.post('/api/userBankCard/add', { schema: { tags, body: bankCardAddBody }, ...signedIn }, async (req) =>
    ok(await addBankCard(db, { ...req.body, userId: currentUser(req).id })));

  r.get('/api/userBankCard/list', { schema: { tags }, ...signedIn }, async (req) => {
    const rows = await listBankCards(db, currentUser(req).id);
    return okRows(rows);
  });

  r.post('/api/userBankCard/delete', { schema: { tags, body: idBody }, ...signedIn }, async (req) => {
    await deleteBankCard(db, currentUser(req).id, req.body.id);
    return ok();
  });

  r.post('/api/userWalletAddress/add', { schema: { tags, body: addressAddBody }, ...signedIn }, async (req) =>
    ok(await addWalletAddress(db, { ...req.body, userId: currentUser(req).id })));

  r.get('/api/userWalletAddress/list', { schema: { tags, querystring: addressListQuery }, ...signedIn }, async (req) => {
    const rows = await listWalletAddresses(db, currentUser(req).id, req.query);
    return okRows(rows);
  });

  r.post('/api/userWalletAddress/delete', { schema: { tags, body: idBody }, ...signedIn }, async (req) => {
    await deleteWalletAddress(db, currentUser(req).id, req.body.id);
    return ok();
  });

  r.get('/api/fundRecord/list', { schema: { tags, querystring: recordListQuery }, ...signedIn }, async (req) => {
    const p = paging(req.query);
    const f = req.query.params ?? {};
    const { rows, total } = await listRecords(db, currentUser(req).id, {
      type: f.type || undefined,
      currencyId: f.currencyId,
      maxId: f.maxId,
      from: rangeStart(f.startTime),
      to: rangeEnd(f.endTime),
      limit: p.limit,
      offset: p.offset,
    });
    return okRows(rows, total);
  });

  r.get('/api/fundRecord/detail', { schema: { tags, querystring: idQuery }, ...signedIn }, async (req) =>
    ok(await recordDetail(db, currentUser(req).id, req.query.id)));
}
