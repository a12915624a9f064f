/**
 * A release changes the hashed names of the app's files, and the server serves only the new
 * ones: a tab left open across a release fails to load any page it had not opened before
 * ("Loading chunk failed" while the connection is fine). Such a tab is told apart from a lost
 * connection by asking the server for the app's page: when it names another entry script
 * than the one this document runs, a new version is served, and a reload brings the tab to it
 * at the same address.
 */

/** The entry script named by the app's page (`index.html`), resolved against `base`; null if none. */
export function entryScriptOf(html: string, base: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype\s*=\s*["']module["']/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag);
    if (src) return new URL(src[1]!, base).href;
  }
  return null;
}

/** The entry script this document runs. */
function runningEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? script.src : null;
}

/**
 * The entry script of the version the server serves now when it is not this document's; null
 * when it is the same, or the server cannot be asked (offline, down).
 */
export async function newVersionServed(): Promise<string | null> {
  const running = runningEntry();
  if (!running) return null;
  try {
    const res = await fetch(new URL('./', window.location.href), { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) return null;
    const served = entryScriptOf(await res.text(), res.url);
    return served !== null && served !== running ? served : null;
  } catch {
    return null;
  }
}

const RELOADED_FOR = 'app:reloadedFor';

/**
 * Reloads the tab into the version `entry`, once: if that version's pages cannot load either,
 * a second failure does not reload again (no loop); false then.
 */
export function reloadInto(entry: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === entry) return false;
    sessionStorage.setItem(RELOADED_FOR, entry);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
