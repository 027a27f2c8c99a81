// The dispatch board at the size dispatchers use it: 100 engineers × 14 days with three jobs
// each, loaded cold, then a card dragged down the board while the browser's frames are timed.
import type { Page } from 'playwright-core';
import { createDb } from '../api/src/db/database';

export const BOARD_ENGINEERS = 100;
const JOBS_EACH = 3;
const DAYS = 14;

/** 100 active engineers, each with three tickets in the next 14 days, and one unassigned. */
export async function seedBoard(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    await db.raw(
      `insert into users (username, email, password_hash, role, phone, status)
       select 'Board Engineer ' || lpad(g::text, 3, '0'), 'board' || g || '@bench.local', 'x',
              'engineer', '+44 7100 ' || g, 'Active'
       from generate_series(1, ?::int) g`,
      [BOARD_ENGINEERS],
    );
    const [customer] = await db('customers')
      .insert({ name: 'Board Bench Ltd', type: 'Company', account_email: 'board@bench.local' })
      .returning<{ id: number }[]>('id');
    await db.raw(
      `insert into tickets (customer_id, task_name, status, priority, task_start_date,
         task_end_date, task_time_hours, city, country, engineer_id)
       select ?::int, 'Board job ' || n, (array['Accepted', 'In Progress', 'On Hold'])[1 + n % 3],
              (array['Low', 'Medium', 'High', 'Urgent'])[1 + n % 4], current_date + n % ?::int,
              current_date + n % ?::int + n % 3, 4 + n % 5, 'Leeds', 'United Kingdom',
              case when n > 1 then e.id end
       from (select id, row_number() over (order by id) as r from users
             where email like 'board%@bench.local') e
       cross join generate_series(1, ?::int) j
       cross join lateral (select ((e.r - 1) * ?::int + j)::int as n) x`,
      [customer!.id, DAYS, DAYS, JOBS_EACH, JOBS_EACH],
    );
  } finally {
    await db.destroy();
  }
}

export interface BoardTimings {
  /** From navigation to every engineer's row on screen. */
  load: number;
  /** Intervals between the frames drawn while the card moved, in ms. */
  frames: number[];
}

/** Opens the board of 100 engineers × 14 days, then drags the unassigned card down it. */
export async function measureBoard(page: Page, base: string): Promise<BoardTimings> {
  await page.setViewportSize({ width: 1440, height: 1100 });
  const t0 = Date.now();
  await page.goto(`${base}/tickets?view=board&days=${DAYS}&limit=${BOARD_ENGINEERS}`);
  const board = page.getByRole('table', { name: 'Dispatch board' });
  await board
    .getByRole('rowheader', { name: new RegExp(`Board Engineer ${BOARD_ENGINEERS}`) })
    .waitFor({ state: 'attached' });
  const load = Date.now() - t0;

  const handle = board.getByRole('button', { name: /^Drag / }).first();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  // As text: the bench runs through tsx, whose helpers a function passed to the page lacks.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchRecording = true;
    const tick = (t) => {
      window.benchFrames.push(t);
      if (window.benchRecording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Down the visible rows and back, as a dispatcher looks for the right engineer.
  await page.mouse.move(x + 10, y + 10, { steps: 4 });
  await page.mouse.move(x + 200, y + 900, { steps: 60 });
  await page.mouse.move(x + 100, y + 100, { steps: 60 });
  const frames = await page.evaluate<number[]>(`(() => {
    window.benchRecording = false;
    return window.benchFrames.slice(1).map((t, i) => t - window.benchFrames[i]);
  })()`);
  // Let go over the start, where the card came from: nothing is assigned.
  await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.up();
  return { load, frames };
}
