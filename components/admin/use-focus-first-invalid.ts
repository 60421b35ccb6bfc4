import { useEffect, useRef, useState } from 'react';

/**
 * After a rejected submit, moves focus to the first field marked invalid, so keyboard and screen
 * reader users land on the message. Call `reveal()` after setting the errors.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, reveal: () => setAttempt((n) => n + 1) };
}
