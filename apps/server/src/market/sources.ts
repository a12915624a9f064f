import type { Config } from '../config.ts';
import { BinanceSource } from './binance.ts';
import type { MarketSource, SourceLogger } from './market-source.ts';
import { PolygonSource } from './polygon.ts';

/**
 * The real feeds named in MARKET_SOURCE, a comma list of `sim`, `polygon` and `binance` in
 * order of preference (default `sim`: everything simulated). An instrument is served by the
 * first listed feed that carries it; anything no feed carries is simulated (and labelled so).
 * `polygon` needs POLYGON_API_KEY and is skipped with a warning without it.
 */
export function feedsFromConfig(config: Pick<Config, 'MARKET_SOURCE' | 'POLYGON_API_KEY'>, log: SourceLogger): MarketSource[] {
  const names = config.MARKET_SOURCE.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const feeds: MarketSource[] = [];
  for (const name of names) {
    if (name === 'sim' || name === 'simulated') continue;
    if (name === 'polygon') {
      if (!config.POLYGON_API_KEY) {
        log.warn({ feed: 'polygon' }, 'MARKET_SOURCE lists polygon but POLYGON_API_KEY is not set; using the simulator');
        continue;
      }
      feeds.push(new PolygonSource({ apiKey: config.POLYGON_API_KEY }));
    } else if (name === 'binance') {
      feeds.push(new BinanceSource());
    } else {
      log.warn({ feed: name }, 'unknown market source in MARKET_SOURCE; ignored');
    }
  }
  return feeds;
}
