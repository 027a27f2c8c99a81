import { screen } from '@testing-library/react';
import { z } from 'zod';
import { http, HttpResponse, renderWithProviders, setupApiServer } from '@trellis/platform/testing';
import { defineListResource } from '../define-resource';

const asked: string[] = [];
setupApiServer(
  http.get('/api/things', ({ request }) => {
    const { search } = new URL(request.url);
    asked.push(search);
    return HttpResponse.json({ items: [{ name: search ? `asked ${search}` : 'asked bare' }] });
  }),
);

const things = defineListResource<{ list: { items: { name: string }[] } }>()({
  key: 'things',
  listPath: '/api/things',
  listQuery: z.object({ status: z.string().optional() }),
  events: [],
});

function Things({ query }: { query: { status?: string } }) {
  const list = things.useList(query);
  return <p>{list.data?.items[0]?.name ?? 'loading'}</p>;
}

beforeEach(() => {
  asked.length = 0;
});

describe("a list resource's request", () => {
  it('asks by the view’s id when the address names a saved view alone', async () => {
    renderWithProviders(<Things query={{}} />, { route: '/things?saved=7' });
    expect(await screen.findByText('asked ?saved=7')).toBeInTheDocument();
    expect(asked).toEqual(['?saved=7']);
  });

  it('asks by the query when the address says more than the view', async () => {
    renderWithProviders(<Things query={{ status: 'open' }} />, {
      route: '/things?saved=7&status=open',
    });
    expect(await screen.findByText('asked ?status=open')).toBeInTheDocument();
    expect(asked).toEqual(['?status=open']);
  });
});
