import type userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import {
  fillTaskAndSiteFields,
  fixtures,
  formField,
  formSection,
  http,
  HttpResponse,
  pickOption,
} from '@trellis/platform/testing';
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
export const pickCustomer = (user: User, typed: string, name: string) =>
  pickOption(user, 'Customer', typed, new RegExp(name));

/** Fills every required field but the customer (the lead form's own rules pass). */
export async function fillLeadFields(user: User) {
  await fillTaskAndSiteFields(user, { start: dayFromToday(2), end: dayFromToday(3) });
  await user.type(formField('End Client Name'), 'Globex Retail');
  await user.type(formField('Hourly Rate'), '55');
  await user.type(formField('Half Day Rate'), '200.5');
  await user.type(formField('Full Day Rate'), '380');
}

/** A form section by its title. */
export const section = formSection;
