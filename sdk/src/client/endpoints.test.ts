// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Type } from '@sinclair/typebox';
import { defineEndpoint, endpointPath } from '../contract/endpoints.js';
import { ApiClient } from './http.js';
import { TokenStore } from './tokens.js';
import { callEndpoint, endpointKey, useEndpointMutation, useEndpointQuery } from './endpoints.js';

const Get = defineEndpoint({
  method: 'GET',
  path: '/notes/:id',
  schema: { params: Type.Object({ id: Type.String() }), query: Type.Object({ full: Type.Optional(Type.Boolean()) }), response: Type.Object({ id: Type.String(), title: Type.String() }) },
});
const List = defineEndpoint({ method: 'GET', path: '/notes', schema: { response: Type.Array(Type.Object({ id: Type.String() })) } });
const Create = defineEndpoint({ method: 'POST', path: '/notes', status: 201, schema: { body: Type.Object({ title: Type.String() }), response: Type.Object({ id: Type.String(), title: Type.String() }) } });
const Export = defineEndpoint({ method: 'GET', path: '/notes/:id/export', file: true, schema: { params: Type.Object({ id: Type.String() }) } });

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A client whose fetch (the outside boundary) records requests and answers from `answer`. */
function clientAnswering(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const tokens = new TokenStore();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, headers: { ...(init?.headers as Record<string, string>) } };
    sent.push(request);
    return answer(request);
  });
  return { client: new ApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens }), sent };
}

const envelope = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status, headers: { 'Content-Type': 'application/json' } });

describe('callEndpoint', () => {
  it('fills the path from params, sends the query and answers the envelope data', async () => {
    const { client, sent } = clientAnswering(() => envelope({ id: 'a b', title: 'Plan' }));
    const note = await callEndpoint(Get, { params: { id: 'a b' }, query: { full: true } }, { client });
    expect(note).toEqual({ id: 'a b', title: 'Plan' });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/notes/a%20b?full=true' });
  });

  it('sends the body as JSON with the declared method', async () => {
    const { client, sent } = clientAnswering(() => envelope({ id: '1', title: 'New' }, 201));
    await callEndpoint(Create, { body: { title: 'New' } }, { client });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/notes', body: { title: 'New' } });
  });

  it('answers a file endpoint as a Blob', async () => {
    const { client } = clientAnswering(() => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const file = (await callEndpoint(Export, { params: { id: '1' } }, { client })) as Blob;
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  it('refuses to call a path with a missing parameter', () => {
    expect(() => endpointPath(Get, {})).toThrow('missing path parameter id');
  });
});

describe('query hooks', () => {
  function wrapper(queryClient: QueryClient) {
    return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  }

  it('keys a query by method, path and what was asked', () => {
    expect(endpointKey(Get, { params: { id: '1' }, query: { full: true } })).toEqual(['GET', '/notes/:id', { id: '1' }, { full: true }]);
  });

  it('loads a query and refreshes it after a mutation that invalidates its endpoint', async () => {
    let notes = [{ id: '1' }];
    const { client } = clientAnswering((request) => {
      if (request.method === 'POST') {
        notes = [...notes, { id: '2' }];
        return envelope({ id: '2', title: 'Second' }, 201);
      }
      return envelope(notes);
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({ list: useEndpointQuery(List, {}, { call: { client } }), create: useEndpointMutation(Create, { call: { client }, invalidates: [List] }) }),
      { wrapper: wrapper(queryClient) },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([{ id: '1' }]));
    await act(async () => {
      await result.current.create.mutateAsync({ body: { title: 'Second' } });
    });
    await waitFor(() => expect(result.current.list.data).toEqual([{ id: '1' }, { id: '2' }]));
  });
});
