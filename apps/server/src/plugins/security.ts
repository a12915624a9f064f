import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

export function allowedOrigins(config: Config): string[] {
  const list = [...config.APP_ORIGINS.split(','), ...config.APP_LINES.split(',')]
    .map((s) => s.trim())
    .filter(Boolean)
    .map((u) => {
      try { return new URL(u).origin; } catch { return ''; }
    })
    .filter(Boolean);
  return [...new Set(list)];
}

/**
 * The security headers of every response, computed once by helmet (whose rules they are)
 * instead of on each request: they depend only on the configuration.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  let done = false;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('security headers could not be computed');
  return headers;
}

/**
 * The headers of API answers (JSON, never rendered as a document), after OWASP's REST
 * security cheat sheet: nothing may load or frame them, no sniffing, no referrer, and no cache
 * keeps them (`no-store`): private answers (balances, records, cards) must not stay on a
 * shared phone's disk or in a proxy, and public ones are live prices in the caller's language.
 * A route may set its own policy (a proof image: `private, no-store`). The app's documents and
 * files get helmet's full set with the app's content security policy.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * helmet's full set for the app's documents and files, with the app's content security
 * policy (the app may connect to its own origin and to the configured ones, over HTTP and
 * WebSocket).
 */
export function documentHeaders(origins: string[]): Record<string, string> {
  const wsOrigins = origins.map((o) => o.replace(/^http/, 'ws'));
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // The UI kit sets inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...origins, ...wsOrigins],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
