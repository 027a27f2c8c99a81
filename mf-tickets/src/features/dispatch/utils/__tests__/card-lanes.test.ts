import { dispatchTicket } from '../../../../test/dispatch-api';
import { placeCards } from '../card-lanes';
import { rangeDays } from '../dispatch-range';

const days = rangeDays('2026-03-01', 7);
const ticket = (id: number, start: string, end = start) =>
  dispatchTicket({ id, task_start_date: start, task_end_date: end });
const placed = (tickets: ReturnType<typeof ticket>[]) =>
  placeCards(tickets, days).cards.map((c) => [c.ticket.id, c.start, c.span, c.lane]);

describe('placeCards', () => {
  it('stacks overlapping tickets in lanes and reuses a lane once it is free', () => {
    const result = placeCards(
      [
        ticket(1, '2026-03-02', '2026-03-04'),
        ticket(2, '2026-03-03'),
        ticket(3, '2026-03-05', '2026-03-06'),
        ticket(4, '2026-03-02'),
      ],
      days,
    );
    expect(result.lanes).toBe(2);
    expect(result.cards.map((c) => [c.ticket.id, c.start, c.span, c.lane])).toEqual([
      [1, 1, 3, 0],
      [4, 1, 1, 1],
      [2, 2, 1, 1],
      [3, 4, 2, 0],
    ]);
  });

  it('cuts a ticket to the days shown and says which ends run on', () => {
    const [card] = placeCards([ticket(5, '2026-02-20', '2026-03-20')], days).cards;
    expect(card).toMatchObject({ start: 0, span: 7, clippedStart: true, clippedEnd: true });
  });

  it('leaves out tickets outside the days shown', () => {
    expect(placed([ticket(6, '2026-02-27'), ticket(7, '2026-03-08')])).toEqual([]);
  });
});
