/**
 * What the request layer tells the rest of the app. The app shell connects these to the UI
 * kit's toast and to the router (`src/app/providers.tsx`); the layer itself stays free of UI.
 */
export interface ApiEvents {
  /** A message for the user (already translated), shown as a toast. */
  notify: (message: string) => void;
  /**
   * The session is no longer valid: the token and account are already cleared. `message` is
   * the server's reason, translated ("Your session has ended. Please sign in again.").
   */
  sessionEnded: (message: string) => void;
  /**
   * Another tab signed in (again, or as another customer): this tab has taken its session,
   * and what it shows of the previous one must be fetched again.
   */
  sessionReplaced: () => void;
}

export const apiEvents: ApiEvents = {
  notify: () => {},
  sessionEnded: () => {},
  sessionReplaced: () => {},
};

export function connectApiEvents(events: Partial<ApiEvents>): void {
  Object.assign(apiEvents, events);
}
