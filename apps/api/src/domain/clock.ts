// Moved to lib/clock.ts (issue 17: mail/ and media/ use it too). This re-export keeps branches opened before
// the move compiling; delete it once nothing imports it.
export { systemClock, type Clock } from '../lib/clock.ts';
