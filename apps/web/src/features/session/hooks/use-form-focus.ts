import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus after a form is refused: `refuse()` moves focus to the first field marked invalid once
 * the error messages are on screen, so keyboard and screen-reader users land on what to fix
 * instead of staying on the submit button.
 */
export function useFormFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = useCallback(() => setRefusals((n) => n + 1), []);
  /** The form's input named `name` (fields carry their names for autofill too). */
  const field = useCallback((name: string): HTMLInputElement | null => {
    const el = formRef.current?.elements.namedItem(name);
    return el instanceof HTMLInputElement ? el : null;
  }, []);
  return { formRef, refuse, field };
}
