import { listUrl } from '../api/list-url';

describe('listUrl', () => {
  it('sends only the values that are set, leaving the defaults to the API', () => {
    expect(
      listUrl('/api/customers', {
        page: 2,
        search: '',
        documents: undefined,
        engineer_id: null,
        sort: 'name',
      }),
    ).toBe('/api/customers?page=2&sort=name');
  });

  it('is the bare path when nothing is set', () => {
    expect(listUrl('/api/leads', { search: '' })).toBe('/api/leads');
  });

  it('sends a repeatable filter as A,B and leaves an empty one out', () => {
    expect(listUrl('/api/tickets', { status: ['Open', 'Closed'], priority: [] })).toBe(
      '/api/tickets?status=Open%2CClosed',
    );
  });

  it('encodes what it sends', () => {
    expect(listUrl('/api/customers', { search: 'A&B co' })).toBe('/api/customers?search=A%26B+co');
  });
});
