import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';
import { dayFromToday } from './leads-api';

type User = ReturnType<typeof userEvent.setup>;

/** GET /api/customers for the picker: searches names and records every query it was asked. */
export function fakeCustomerSearch(
  customers = [
    fixtures.customerListItem({ id: 3, name: 'Acme & Sons' }),
    fixtures.customerListItem({ id: 4, name: 'Globex' }),
  ],
) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(API_ROUTES.customers, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const search = (params.get('search') ?? '').toLowerCase();
    const limit = Number(params.get('limit') ?? 7);
    const matches = customers.filter((c) => c.name.toLowerCase().includes(search));
    return HttpResponse.json(
      fixtures.customerList(matches.slice(0, limit), { total: matches.length, limit }),
    );
  });
  return { handler, requests };
}

/** Picks a customer in the form's picker by typing part of the name. */
export async function pickCustomer(user: User, typed: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Customer' });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Fills every required field but the customer (the lead form's own rules pass). */
export async function fillLeadFields(user: User) {
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  await user.type(field('Task Name'), 'Rack install');
  await user.type(field('End Client Name'), 'Globex Retail');
  await user.clear(field('Task Start Date'));
  await user.type(field('Task Start Date'), dayFromToday(2));
  await user.type(field('Task End Date'), dayFromToday(3));
  await user.type(field('Task Time'), '09:00');
  await user.type(field('Scope of Work'), 'Install two racks');
  await user.type(field('Apartment'), 'Unit 4');
  await user.type(field('Address Line 1'), '1 Main Street');
  await user.type(field('City'), 'London');
  await user.type(field('Country'), 'United Kingdom');
  await user.type(field('Zip Code'), 'EC1A 1BB');
  await user.type(field('Hourly Rate'), '55');
  await user.type(field('Half Day Rate'), '200.5');
  await user.type(field('Full Day Rate'), '380');
}

/** A form section by its title. */
export const section = (title: string) => within(screen.getByRole('group', { name: title }));
