/**
 * Which ways of pointing this device has, so the help speaks of fingers on a phone and of the
 * mouse on a desktop. A laptop with a touch screen has both; a device that reports neither hears
 * about both rather than about nothing.
 */
import { useEffect, useState } from 'preact/hooks';

export interface Pointers {
  readonly touch: boolean;
  readonly mouse: boolean;
}

const TOUCH = '(any-pointer: coarse)';
const MOUSE = '(any-pointer: fine)';

function current(): Pointers {
  if (typeof matchMedia === 'undefined') return { touch: true, mouse: true };
  const touch = matchMedia(TOUCH).matches;
  const mouse = matchMedia(MOUSE).matches;
  return touch || mouse ? { touch, mouse } : { touch: true, mouse: true };
}

export function usePointers(): Pointers {
  const [pointers, setPointers] = useState(current);
  useEffect(() => {
    // A tablet may gain or lose its keyboard and trackpad while the page is open.
    const queries = [matchMedia(TOUCH), matchMedia(MOUSE)];
    const update = () => setPointers(current());
    for (const q of queries) q.addEventListener('change', update);
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
    };
  }, []);
  return pointers;
}
