import { CATALOGUE } from '../src/modules/quotes/catalogue/index.ts';
import type { Database } from '../src/db/database.ts';
import { MarketService, type MarketBatch } from '../src/market/market-service.ts';
import type { MarketSource } from '../src/market/market-source.ts';
import type { Instrument } from '../src/market/types.ts';

/** Shared pieces of the market tests: catalogue instruments and a market on a hand-driven clock. */
export function instrument(code: string): Instrument {
  const e = CATALOGUE.find((x) => x.code === code);
  if (!e) throw new Error(`no catalogue entry ${code}`);
  return {
    code: e.code, productType: e.type, session: e.session, pricePrecision: e.pricePrecision, tickUnits: e.tickUnits,
    volumePrecision: e.volumePrecision, standard: e.standard, refPrice: e.refPrice, annualVol: e.annualVol, dailyVolume: e.dailyVolume, feeds: e.feeds,
  };
}

export const quietLog = { info() {}, warn() {}, error() {} };

export interface ManualMarket {
  market: MarketService;
  batches: MarketBatch[];
  clock: { now: number };
  /** Moves the clock forward in simulator steps, running the simulator at each. */
  advance(ms: number, stepMs?: number): void;
}

export async function manualMarket(opts: {
  database: Database;
  codes: string[];
  start: string | number;
  seed?: number;
  feeds?: MarketSource[];
  persist?: boolean;
}): Promise<ManualMarket> {
  const clock = { now: typeof opts.start === 'number' ? opts.start : Date.parse(opts.start) };
  const market = new MarketService({
    database: opts.database,
    instruments: opts.codes.map(instrument),
    feeds: opts.feeds ?? [],
    seed: opts.seed ?? 7,
    log: quietLog,
    clock: () => clock.now,
    simulatorTimer: false,
    persist: opts.persist ?? false,
  });
  const batches: MarketBatch[] = [];
  market.onBatch((b) => batches.push(b));
  await market.start();
  return {
    market,
    batches,
    clock,
    advance(ms, stepMs = 100) {
      const end = clock.now + ms;
      while (clock.now < end) {
        clock.now = Math.min(end, clock.now + stepMs);
        market.simulator.advanceTo(clock.now);
      }
    },
  };
}
