import { useCallback, useEffect, useState } from "react";

/**
 * The last value that was not null, held while a drawer or dialog slides out so its content does
 * not blank mid-animation; `release` (from `onExitTransitionEnd`) lets it go.
 */
export function useHeldValue<T>(value: T | null): [T | null, () => void] {
  const [held, setHeld] = useState(value);
  useEffect(() => {
    if (value !== null) setHeld(value);
  }, [value]);
  const release = useCallback(() => setHeld(null), []);
  return [held, release];
}
