// What every fixture file shares: one clock reading and one id sequence, so ids never collide
// across areas and a test's automatic ids stay the same whichever fixtures it builds first.

export const STAMP = '2026-01-05T09:30:00.000Z';

let lastId = 100;
export const nextId = () => (lastId += 1);
