import type { ResultOf } from '@portal/shared/common/endpoint';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { SERVER_PAGES } from '../lib/paths';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';

type PublicConfig = ResultOf<typeof systemEndpoints.config>;

/** Links the server is configured with (DOCS_URL, POLICY_URL), read once per visit. */
export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => requestOf(systemEndpoints.config, {}),
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

/** Until the server answers, the portal's own API reference and policy page stand in. */
const FALLBACK: PublicConfig = {
  docsUrl: SERVER_PAGES.apiReference,
  policyUrl: SERVER_PAGES.privacyPolicy,
  sentryDsn: null,
};

export function usePublicConfig(): PublicConfig {
  return systemApi.useGetPublicConfigQuery().data ?? FALLBACK;
}
