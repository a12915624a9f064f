import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus after a form is refused, so keyboard and screen-reader users land on what to fix
 * instead of staying on the submit button:
 * - `refuse()` moves focus to the first field marked invalid once the error messages are on
 *   screen (the form's own checks);
 * - `retype(name)` focuses and selects the form's input named `name` (the field a refusal of
 *   the server points at: a wrong password);
 * - `field(name)` is that input (fields carry their names for autofill too).
 */
export function useFormFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = useCallback(() => setRefusals((n) => n + 1), []);
  const field = useCallback((name: string): HTMLInputElement | null => {
    const el = formRef.current?.elements.namedItem(name);
    return el instanceof HTMLInputElement ? el : null;
  }, []);
  const retype = useCallback(
    (name: string | undefined) => {
      const el = name ? field(name) : null;
      el?.focus();
      el?.select();
    },
    [field],
  );
  return { formRef, refuse, field, retype };
}
