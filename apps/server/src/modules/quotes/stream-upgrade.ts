import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { QuoteHub } from './quotes.ws.ts';

export const STREAM_PATH = '/ws';
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** How long a client has to answer the server's close frame when the server stops. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The WebSocket handshake of the quote stream, taken on the HTTP server's `upgrade` event.
 * The stream is the API's only WebSocket, so it is served here rather than through a
 * WebSocket plugin, which puts two hooks and a handler wrapper on every HTTP route to spot
 * upgrades. An upgrade to any other path is refused with 404 and its connection closed.
 * The connections are closed, with close frames, when the app closes.
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

/** `/ws`, with or without a trailing slash (the router ignores it too) and a query. */
function isStreamPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path === STREAM_PATH || path === `${STREAM_PATH}/`;
}
