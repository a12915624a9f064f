import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { QuoteHub } from './quotes.ws.ts';

export const STREAM_PATH = '/ws';
const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * The WebSocket handshake of the quote stream, taken on the HTTP server's `upgrade` event.
 * The stream is the API's only WebSocket, so it is served here rather than through a
 * WebSocket plugin, which puts two hooks and a handler wrapper on every HTTP route to spot
 * upgrades. An upgrade to any other path is refused with 404 and its connection closed.
 * The connections are closed when the app closes.
 */
export function serveQuoteStream(app: FastifyInstance, hub: QuoteHub): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isStreamPath(req.url ?? '')) {
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => hub.attach(ws));
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', (done) => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    wss.close(() => done());
  });
}

/** `/ws`, with or without a trailing slash (the router ignores it too) and a query. */
function isStreamPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path === STREAM_PATH || path === `${STREAM_PATH}/`;
}
