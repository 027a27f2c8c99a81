import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holidaySchema, type Holiday } from '@trellis/contracts';
import { useAdminApp } from '../helpers/admin-app';
import {
  addDays,
  createHoliday,
  deleteHoliday,
  getHoliday,
  holidayBody,
  sendHoliday,
  todayOf,
} from './holiday-factory';

describe('holidays: create, read, update, delete', () => {
  const desk = useAdminApp();

  it('creates a holiday and answers it with its country code and derived status', async () => {
    const date = addDays(todayOf(desk.t), 30);
    const response = await sendHoliday(desk, holidayBody({ title: '  Founders Day ', date }));
    assert.equal(response.statusCode, 201, response.body);
    const holiday = holidaySchema.parse(response.json());
    assert.deepEqual(
      { ...holiday, id: 0, created_at: '', updated_at: '' },
      {
        id: 0,
        title: 'Founders Day',
        type: 'Public Holiday',
        country: 'United Kingdom',
        country_code: 'GB',
        date,
        status: 'active',
        created_at: '',
        updated_at: '',
      },
    );
    assert.deepEqual((await getHoliday(desk, holiday.id)).json(), holiday);
    const event = await desk.heard.waitFor('holiday:created', (e) => e.data.id === holiday.id);
    assert.deepEqual(event.data, {
      id: holiday.id,
      title: 'Founders Day',
      country: 'United Kingdom',
      date,
    });
  });

  it('updates every field; a date before today turns it expired', async () => {
    const created = await createHoliday(desk, {
      title: 'Harvest Fair',
      date: addDays(todayOf(desk.t), 5),
    });
    const yesterday = addDays(todayOf(desk.t), -1);
    const response = await sendHoliday(
      desk,
      { title: 'Harvest Festival', type: 'Festival', country: 'India', date: yesterday },
      created.id,
    );
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json() as Holiday;
    assert.deepEqual(
      [
        updated.title,
        updated.type,
        updated.country,
        updated.country_code,
        updated.date,
        updated.status,
      ],
      ['Harvest Festival', 'Festival', 'India', 'IN', yesterday, 'expired'],
    );
    await desk.heard.waitFor(
      'holiday:updated',
      (e) => e.data.id === created.id && e.data.title === 'Harvest Festival',
    );
  });

  it('deletes a holiday: it is gone, and the delete is announced', async () => {
    const created = await createHoliday(desk, { title: 'Short Lived Day' });
    const removed = await deleteHoliday(desk, created.id);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { ok: true });
    assert.equal((await getHoliday(desk, created.id)).statusCode, 404);
    assert.equal((await deleteHoliday(desk, created.id)).statusCode, 404);
    await desk.heard.waitFor('holiday:deleted', (e) => e.data.id === created.id);
  });

  it('answers 404 for a holiday that does not exist, on every verb', async () => {
    for (const id of [999999, 2 ** 31]) {
      const read = await getHoliday(desk, id);
      assert.equal(read.statusCode, 404);
      assert.deepEqual(read.json(), { message: 'Holiday not found', code: 'NOT_FOUND' });
      assert.equal((await sendHoliday(desk, holidayBody(), id)).statusCode, 404);
      assert.equal((await deleteHoliday(desk, id)).statusCode, 404);
    }
  });

  it('answers 400 naming each bad field', async () => {
    const response = await sendHoliday(desk, {
      title: ' ',
      type: 'Feast Day',
      country: 'All Countries',
      date: '2026-02-30',
    });
    assert.equal(response.statusCode, 400);
    const body = response.json() as { code: string; details: { path: string; message: string }[] };
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.fromEntries(body.details.map((d) => [d.path, d.message])), {
      title: 'Title is required',
      type: 'Holiday Type must be one of: Public Holiday, Bank Holiday, National Holiday, Festival',
      country:
        'Country must be one of: United States, United Kingdom, Canada, Australia, India, Germany, France, Japan, Singapore, UAE, Netherlands',
      date: 'Date must be a date (YYYY-MM-DD)',
    });
    assert.equal((await getHoliday(desk, 'x')).statusCode, 400);
    assert.equal((await sendHoliday(desk, [])).statusCode, 400);
  });

  it('refuses the same holiday twice (country, date and title in any case) with 409', async () => {
    const first = await createHoliday(desk, { title: 'Unity Picnic', date: '2026-08-01' });
    const again = await sendHoliday(
      desk,
      holidayBody({ title: 'UNITY picnic', date: '2026-08-01' }),
    );
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), {
      message: 'This holiday already exists for that country and date',
      code: 'CONFLICT',
      details: [
        { path: 'title', message: 'This holiday already exists for that country and date' },
      ],
    });
    // Elsewhere or on another day it is another holiday.
    await createHoliday(desk, { title: 'Unity Picnic', date: '2026-08-01', country: 'Canada' });
    const other = await createHoliday(desk, { title: 'Unity Picnic', date: '2026-08-02' });
    const clash = await sendHoliday(
      desk,
      holidayBody({ title: 'Unity Picnic', date: '2026-08-01' }),
      other.id,
    );
    assert.equal(clash.statusCode, 409);
    assert.equal((await getHoliday(desk, first.id)).statusCode, 200);
  });
});
