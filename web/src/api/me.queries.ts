import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint.ts';
import { meEndpoints as me } from './endpoints/me.gen.ts';
import { meKeys } from './query-keys.ts';

export function meSummaryQuery() {
  return queryOptions({
    queryKey: meKeys.summary(),
    queryFn: ({ signal }) => callEndpoint(me.summary, { signal }),
  });
}
