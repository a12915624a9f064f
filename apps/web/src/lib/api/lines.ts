import { createStore } from 'zustand/vanilla';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** A server line: `url` is the API origin, '' for the origin that served the app (line 0). */
export interface Line {
  index: number;
  name: string;
  url: string;
}

interface LineState {
  /** Index of the chosen line (`currentLine`, default 0). */
  currentLine: number;
  /** The line list as last received from `/api/lines/list`. */
  lines: Line[];
}

export const lineStore = createStore<LineState>(() => ({
  currentLine: readStored<number>(STORAGE_KEYS.currentLine, 0),
  lines: readStored<Line[]>(STORAGE_KEYS.lines, []),
}));

/** Where API calls go: the chosen line's origin, or the serving origin. */
export function apiBaseUrl(): string {
  const { currentLine, lines } = lineStore.getState();
  return lines.find((l) => l.index === currentLine)?.url.replace(/\/+$/, '') ?? '';
}

export function rememberLines(lines: Line[]): void {
  writeStored(STORAGE_KEYS.lines, lines);
  lineStore.setState({ lines });
}

/** Routes every following call to `line` (the list is stored with it, so the choice survives a reload). */
export function chooseLine(line: Line, lines: Line[]): void {
  writeStored(STORAGE_KEYS.lines, lines);
  writeStored(STORAGE_KEYS.currentLine, line.index);
  lineStore.setState({ currentLine: line.index, lines });
}
