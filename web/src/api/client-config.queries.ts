import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CLIENT_CONFIG } from '#common/client-config-defaults.ts';
import type { TClientConfig } from '#common/contracts/client-config.ts';
import { callEndpoint } from './call-endpoint.ts';
import { clientConfigEndpoints as clientConfig } from './endpoints/client-config.gen.ts';
import { clientConfigKeys } from './query-keys.ts';

/** The server's upload limits; they change only with a redeploy, so one answer lasts the visit. */
export function clientConfigQuery() {
  return queryOptions({
    queryKey: clientConfigKeys.all,
    queryFn: ({ signal }) => callEndpoint(clientConfig.get, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The server's limits, or the defaults it ships with (common/uploads.ts) until its answer arrives. */
export function useClientConfig(): TClientConfig {
  const { data } = useQuery(clientConfigQuery());
  return data ?? DEFAULT_CLIENT_CONFIG;
}
