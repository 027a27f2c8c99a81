import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminApi, PASSWORD, registerEngineer, signedInAs, writeTo } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { E2E } from '../support/environment';
import { ticketFields } from '../support/tickets';

// Dispatching on the board: a ticket dragged onto an engineer is assigned for everyone watching,
// a drop on an engineer on approved leave is refused with its reason, the keyboard assigns
// through "Assign…", and the hours logged show on the Attendance month.

const today = () => new Date().toISOString().slice(0, 10);

// Tall enough for the Unassigned lane and both engineers' rows at once: a drag starts and ends
// in view, as a dispatcher at a desk has it.
test.use({ viewport: { width: 1440, height: 1100 } });

interface Crew {
  stamp: number;
  ana: { id: number; name: string };
  ben: { id: number; name: string };
  tickets: { id: number; code: string }[];
}

/** Two engineers (Ben on approved leave today) and 'count' unassigned tickets for today. */
async function crew(count: number): Promise<Crew> {
  const stamp = Date.now();
  const api = await adminApi();
  const ana = (await registerEngineer(E2E.baseUrl, `Dispatch ${stamp} Ana`)) as { id: number };
  const ben = (await registerEngineer(E2E.baseUrl, `Dispatch ${stamp} Ben`)) as {
    id: number;
    email: string;
  };
  await approvedLeaveToday(api, ben.email);
  const customer = await api.post('/api/customers', {
    ...writeTo(),
    multipart: {
      type: 'Company',
      name: `Dispatch ${stamp} Ltd`,
      account_email: `d${stamp}@e2e.test`,
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = String(((await customer.json()) as { id: number }).id);
  const tickets = [];
  for (let n = 1; n <= count; n += 1) {
    const created = await api.post('/api/tickets', {
      ...writeTo(),
      multipart: ticketFields({
        customer_id: customerId,
        task_name: `Dispatch ${stamp} job ${n}`,
        task_start_date: today(),
        task_end_date: today(),
        engineer_id: String(ana.id),
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const ticket = (await created.json()) as { id: number; code: string };
    const unassigned = await api.put(`/api/tickets/${ticket.id}`, {
      ...writeTo(),
      data: { engineer_id: null },
    });
    expect(unassigned.ok(), await unassigned.text()).toBe(true);
    tickets.push(ticket);
  }
  return {
    stamp,
    ana: { id: ana.id, name: `Dispatch ${stamp} Ana` },
    ben: { id: ben.id, name: `Dispatch ${stamp} Ben` },
    tickets,
  };
}

async function approvedLeaveToday(api: APIRequestContext, email: string) {
  const mobile = await request.newContext({ baseURL: E2E.baseUrl, ...writeTo() });
  const login = await mobile.post('/api/engineers/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const asked = await mobile.post('/api/engineers/me/leaves', {
    data: { leave_type: 'Annual Leave', start_date: today(), end_date: today(), reason: 'Away' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const leave = (await asked.json()) as { id: number };
  await mobile.dispose();
  const approved = await api.put(`/api/leave-requests/${leave.id}`, {
    ...writeTo(),
    data: { status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** The board of this week, narrowed to the crew by its stamp. */
async function openBoard(page: Page, stamp: number) {
  await page.goto(`/tickets?view=board&search=Dispatch%20${stamp}`);
  const board = page.getByRole('table', { name: 'Dispatch board' });
  await expect(board).toBeVisible();
  return board;
}

const rowOf = (board: Locator, name: string) =>
  board.getByRole('row').filter({ has: board.page().getByRole('rowheader', { name }) });

/**
 * A pointer drag from a card's handle to a row (onto its header, always in view), in steps. The
 * row is found once the drag has started: the board may still be redrawing after the last change
 * (a row grows with a card), and a drop aimed where the row was lands nowhere.
 */
async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = (await target.getByRole('rowheader').boundingBox())!;
  await page.mouse.move(to.x + to.width * 0.6, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width * 0.5, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}

test('drag to assign, seen live by a second dispatcher; a drop on leave refused; Assign… by keyboard; Attendance shows the hours @mf-tickets @mf-engineers', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { stamp, ana, ben, tickets } = await crew(3);
  const [dragged, refused, keyed] = tickets as [
    Crew['tickets'][0],
    Crew['tickets'][0],
    Crew['tickets'][0],
  ];
  await signedInAs(page, 'Customer Support', `Dispatcher ${stamp}`);
  const board = await openBoard(page, stamp);

  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signedInAs(watcher, 'Customer Support', `Watcher ${stamp}`);
  const watched = await openBoard(watcher, stamp);
  await expect(rowOf(watched, 'Unassigned')).toContainText(dragged.code);

  // 1. Drag an unassigned ticket onto Ana: saved, and the other dispatcher sees it move.
  await expect(rowOf(board, 'Unassigned')).toContainText(dragged.code);
  await drag(
    page,
    board.getByRole('button', { name: `Drag ${dragged.code}` }),
    rowOf(board, ana.name),
  );
  await expect(rowOf(board, ana.name)).toContainText(dragged.code);
  await expect(rowOf(watched, ana.name)).toContainText(dragged.code, { timeout: 2_000 });
  await watcherContext.close();

  // 2. A drop on Ben, on approved leave today: refused with its reason, the card stays put.
  // The board may still be redrawing after step 1's change, which can swallow a drag before it
  // starts (the drop is then never announced): drag again until the board says where it landed.
  await expect(async () => {
    await drag(
      page,
      board.getByRole('button', { name: `Drag ${refused.code}` }),
      rowOf(board, ben.name),
    );
    await expect(page.getByText(`${refused.code} was dropped on ${ben.name}.`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/is on approved leave from/).first()).toBeVisible();
  await expect(rowOf(board, 'Unassigned')).toContainText(refused.code);
  const server = await (await adminApi()).get(`/api/tickets/${refused.id}`);
  expect(((await server.json()) as { engineer_id: number | null }).engineer_id).toBeNull();

  // 3. The keyboard path: Assign… lists Ben as on leave and assigns Ana.
  await board.getByRole('button', { name: `Assign ${keyed.code}` }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: `Assign ${keyed.code}` });
  await expect(picker.getByRole('button', { name: new RegExp(ben.name) })).toBeDisabled();
  await expect(picker).toContainText('On leave');
  await picker.getByRole('button', { name: new RegExp(ana.name) }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(rowOf(board, ana.name)).toContainText(keyed.code);

  // The list agrees.
  await page.goto(`/tickets?search=${encodeURIComponent(dragged.code)}`);
  await expect(page.getByRole('row').filter({ hasText: dragged.code })).toContainText(ana.name);

  // 4. Four hours logged on the ticket show on Ana's row of this month's Attendance.
  const logged = await (
    await adminApi()
  ).post(`/api/tickets/${dragged.id}/work-logs`, {
    ...writeTo(),
    data: { work_date: today(), start_time: '08:00', end_time: '12:00', status: 'Accepted' },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await page.goto(`/attendance?search=${encodeURIComponent(ana.name)}`);
  const month = page.getByRole('table', { name: /^Attendance, / });
  await expect(rowOf(month, ana.name)).toContainText('4');
});

test('the board and Attendance pass axe in both themes @mf-tickets @mf-engineers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { stamp, tickets } = await crew(1);
  await signedInAs(page, 'Customer Support', 'Axe Dispatcher');
  const board = await openBoard(page, stamp);
  await expect(board).toContainText(tickets[0]!.code);
  await expectAccessible(page, 'dispatch board');
  await board.getByRole('button', { name: `Assign ${tickets[0]!.code}` }).click();
  await expect(page.getByRole('dialog', { name: `Assign ${tickets[0]!.code}` })).toBeVisible();
  await expectAccessible(page, 'Assign… dialog');
  await page.keyboard.press('Escape');

  await page.goto('/attendance');
  await expect(page.getByRole('table', { name: /^Attendance, / })).toBeVisible();
  await expectAccessible(page, '/attendance');
});
