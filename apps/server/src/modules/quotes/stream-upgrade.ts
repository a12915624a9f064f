import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { CODE } from '@app/contract';
import type { QuoteHub } from './quotes.ws.ts';

export const STREAM_PATH = '/ws';
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** How long a client has to answer the server's close frame when the server stops. */
const CLOSE_GRACE_MS = 1_000;

export interface StreamLimits {
  /** Connections one address may hold open at once; null for no limit (benchmarks). */
  perAddress: number | null;
  /** Proxies in front of the server that append to X-Forwarded-For (`TRUST_PROXY`). */
  trustedHops: number;
}

/**
 * The WebSocket handshake of the quote stream, taken on the HTTP server's `upgrade` event.
 * The stream is the API's only WebSocket, so it is served here rather than through a
 * WebSocket plugin, which puts two hooks and a handler wrapper on every HTTP route to spot
 * upgrades. An upgrade to any other path is refused with 404 and its connection closed; one
 * from an address that already holds `perAddress` connections with 429 and the envelope of
 * `quotes.ws_too_many_connections` (the app retries with its backoff). The connections are
 * closed, with close frames, when the app closes.
 */
export function serveQuoteStream(app: FastifyInstance, hub: QuoteHub, limits: StreamLimits = { perAddress: null, trustedHops: 0 }): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const openByAddress = new Map<string, number>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isStreamPath(req.url ?? '')) return refuse(socket, '404 Not Found', '');
    const address = clientAddress(req, limits.trustedHops);
    const open = openByAddress.get(address) ?? 0;
    if (limits.perAddress !== null && open >= limits.perAddress) {
      return refuse(socket, '429 Too Many Requests', JSON.stringify({ code: CODE.ERROR, msg: 'quotes.ws_too_many_connections', params: { max: limits.perAddress } }));
    }
    // Counted from the handshake on, until the connection's socket closes, whatever ends it.
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => hub.attach(ws));
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', (done) => {
    app.server.off('upgrade', onUpgrade);
    // Going away (1001), said in a close frame: the app reconnects as for any close, and a
    // client reading the code knows the server stopped rather than the line failing. A client
    // that does not answer the close within a second is cut.
    const open = [...wss.clients];
    let left = open.length;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(cut);
      wss.close(() => done());
    };
    const cut = setTimeout(() => {
      for (const ws of wss.clients) ws.terminate();
      finish();
    }, CLOSE_GRACE_MS);
    if (left === 0) return finish();
    for (const ws of open) {
      ws.once('close', () => {
        if (--left === 0) finish();
      });
      ws.close(1001, 'server stopping');
    }
  });
}

function refuse(socket: Duplex, status: string, body: string): void {
  socket.on('error', () => socket.destroy());
  const type = body ? 'Content-Type: application/json\r\n' : '';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * The client's address as the HTTP routes see it (Fastify's `trustProxy`): the socket's peer,
 * or, behind `trustedHops` proxies, the entry of X-Forwarded-For that many hops from the right
 * (what a client writes into the header itself is never taken).
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? '', ...forwarded];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? '';
}

/** `/ws`, with or without a trailing slash (the router ignores it too) and a query. */
function isStreamPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path === STREAM_PATH || path === `${STREAM_PATH}/`;
}
