import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (req: RecordedRequest) => { status?: number; body: unknown; contentType?: string; delayMs?: number } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 for tests of the request layer: each path answers with
 * what its handler returns (an object is sent as JSON, a string or bytes as they are, with
 * `contentType` when given), and every request
 * is recorded. Unknown paths get a 404 envelope, as the API server sends.
 */
export async function startHttpServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const path = (req.url ?? '').split('?')[0] ?? '';
      const handler = routes[path];
      const answer = handler ? handler(recorded) : { status: 404, body: { code: 404, msg: 'error.not_found', params: { path } } };
      if (answer === 'hang') return;
      const send = () => {
        const raw = typeof answer.body === 'string' || Buffer.isBuffer(answer.body);
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? (raw ? 'text/plain' : 'application/json') });
        res.end(raw ? (answer.body as string | Buffer) : JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
