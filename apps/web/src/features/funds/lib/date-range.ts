/** True when both dates (`YYYY-MM-DD`) are given and the start is after the end. */
export function isReversedRange(start: string, end: string): boolean {
  return start !== '' && end !== '' && start > end;
}
