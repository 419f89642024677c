import { createSseParser, type TSearchResponse, type TSseMessage } from '@frs/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveEventApplier } from './live-events';
import { queryKeys } from './query-keys';

describe('the event stream parser', () => {
  it('reads messages split anywhere, with CRLF or LF, skipping comments, carrying the last id over', () => {
    const messages: TSseMessage[] = [];
    const parse = createSseParser((message) => messages.push(message));
    const text =
      ': live\r\n\r\nid: 7\r\nevent: seats\r\ndata: {"a":1}\r\n\r\nevent: ready\ndata: {}\n\n: keep-alive\n\n';
    for (const piece of text.match(/[\s\S]{1,3}/g)!) parse(piece);
    expect(messages).toEqual([
      { id: '7', event: 'seats', data: '{"a":1}' },
      { id: '7', event: 'ready', data: '{}' },
    ]);
  });
});

describe('live events applied to the query cache', () => {
  const segment = (classId: number, freeSeats: number) =>
    ({
      class: { id: classId, name: 'Y', type: 'economy' },
      freeSeats,
    }) as TSearchResponse['offers'][number]['segments'][number];
  const offer = (id: string, classId: number, freeSeats: number) =>
    ({ id, segments: [segment(classId, freeSeats)], freeSeats }) as TSearchResponse['offers'][number];

  it("writes a class's fewer free seats into the searches on screen, and drops an offer without enough", () => {
    const queryClient = new QueryClient();
    const request = { passengers: { adults: 2, children: 0, infants: 1 } };
    const key = queryKeys.search.offers(request as never);
    queryClient.setQueryData(key, { offers: [offer('1', 1, 5), offer('2', 2, 5)], calendar: [] });
    const { apply, dispose } = liveEventApplier(queryClient);
    apply({ id: '10', event: 'seats', data: JSON.stringify({ flightId: 9, classId: 2, free: 3 }) });
    expect(queryClient.getQueryData<TSearchResponse>(key)!.offers.map((item) => [item.id, item.freeSeats])).toEqual([
      ['1', 5],
      ['2', 3],
    ]);
    apply({ id: '11', event: 'seats', data: JSON.stringify({ flightId: 9, classId: 1, free: 1 }) });
    expect(queryClient.getQueryData<TSearchResponse>(key)!.offers.map((item) => item.id)).toEqual(['2']);
    dispose();
  });
});
