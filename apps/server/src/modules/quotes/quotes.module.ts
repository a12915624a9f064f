import type { FastifyInstance } from 'fastify';
import { MarketService } from '../../market/market-service.ts';
import { feedsFromConfig } from '../../market/sources.ts';
import type { AppContext, AppModule } from '../module.ts';
import { ProductCatalog, productFromRow } from './product-catalog.ts';
import { quotesMessages } from './quotes.messages.ts';
import { loadProducts } from './quotes.repository.ts';
import { quotesHttpRoutes } from './quotes.routes.ts';
import { seedQuotes } from './quotes.seed.ts';
import { QuoteHub } from './quotes.ws.ts';
import { serveQuoteStream } from './stream-upgrade.ts';
import { WatchListCache } from './watch-list-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live market data and the product catalogue (other modules read prices from here). */
    quotes: { market: MarketService; catalog: ProductCatalog };
  }
}

/**
 * Products, live quotes, candles, the watch list and the quote stream. The catalogue is read
 * once when the app is built; the market starts when the app is ready and stops with it.
 */
async function quotesRoutes(app: FastifyInstance, ctx: AppContext) {
  const catalog = new ProductCatalog((await loadProducts(ctx.database.db)).map(productFromRow), quotesMessages);
  const market = new MarketService({
    database: ctx.database,
    instruments: catalog.products.map((p) => p.inst),
    feeds: feedsFromConfig(ctx.config, app.log),
    seed: ctx.config.MARKET_SEED,
    log: app.log,
  });
  const hub = new QuoteHub(market, catalog, app.log);
  app.decorate('quotes', { market, catalog });
  app.addHook('onReady', async () => {
    await market.start();
    hub.start();
  });
  app.addHook('onClose', async () => {
    hub.stop();
    await market.stop();
  });
  await quotesHttpRoutes(app, { db: ctx.database.db, market, catalog, watchLists: new WatchListCache() });
  serveQuoteStream(app, hub, {
    perAddress: ctx.config.RATE_LIMIT_OFF === '1' ? null : ctx.config.WS_CONNECTIONS_PER_ADDRESS,
    trustedHops: ctx.config.TRUST_PROXY,
  });
}

export const quotesModule: AppModule = {
  name: 'quotes',
  routes: quotesRoutes,
  seed: seedQuotes,
  messages: quotesMessages,
  // The public quote calls are the busiest of the API; none takes a file.
  uploads: false,
};
