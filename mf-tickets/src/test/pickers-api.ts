import {
  API_ROUTES,
  type Customer,
  type Holiday,
  type LeadDetail,
  type TicketEngineerOption,
  type TicketLeadOption,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';
import { holidaysHandler } from './holidays-api';

export interface FakePickersOptions {
  engineers?: TicketEngineerOption[];
  leadOptions?: TicketLeadOption[];
  leads?: LeadDetail[];
  customers?: Customer[];
  /** What GET /api/holidays knows: the form warns about a start date on one. */
  holidays?: Holiday[];
}

/**
 * The form's pickers and prefill calls: engineer options (by `until` and `search`), lead
 * options, GET /api/leads/:id, the customers and the holidays; records every query it was asked.
 */
export function fakePickersApi({
  engineers = [],
  leadOptions = [],
  leads = [],
  customers = [],
  holidays = [],
}: FakePickersOptions = {}) {
  const engineerRequests: URLSearchParams[] = [];
  const leadRequests: URLSearchParams[] = [];
  const holidayRequests: URLSearchParams[] = [];
  const matches = (needle: string | null, ...texts: string[]) =>
    texts.some((text) => text.toLowerCase().includes((needle ?? '').toLowerCase()));
  const handlers = [
    holidaysHandler(holidays, holidayRequests),
    http.get(API_ROUTES.ticketEngineerOptions, ({ request }) => {
      const params = new URL(request.url).searchParams;
      engineerRequests.push(params);
      const search = params.get('search');
      return HttpResponse.json({
        items: engineers.filter((e) => matches(search, e.name, e.code, e.email)),
      });
    }),
    http.get(API_ROUTES.ticketLeadOptions, ({ request }) => {
      const params = new URL(request.url).searchParams;
      leadRequests.push(params);
      const search = params.get('search');
      return HttpResponse.json({
        items: leadOptions.filter((l) => matches(search, l.code, l.task_name, l.customer_name)),
      });
    }),
    http.get(API_ROUTES.lead(':id'), ({ params }) => {
      const found = leads.find((lead) => lead.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : apiErrorResponse(404, 'Lead not found', 'NOT_FOUND');
    }),
    http.get(API_ROUTES.customers, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      const items = customers
        .filter((c) => matches(search, c.name, c.code))
        .map(({ persons: _p, documents: _d, ...item }) =>
          fixtures.customerListItem({ ...item, nearest_expiry: null, expiring_documents: [] }),
        );
      return HttpResponse.json(fixtures.customerList(items));
    }),
    http.get(API_ROUTES.customer(':id'), ({ params }) => {
      const found = customers.find((c) => c.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : apiErrorResponse(404, 'Customer not found', 'NOT_FOUND');
    }),
  ];
  return { handlers, engineerRequests, leadRequests, holidayRequests };
}
