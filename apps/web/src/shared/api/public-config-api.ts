import type { PublicConfig } from '@portal/shared/system/system.schemas';
import { baseApi, unwrapData } from './base-api';

/** Links the server is configured with (DOCS_URL, POLICY_URL), read once per visit. */
const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => 'config',
      transformResponse: unwrapData<PublicConfig>,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

/** Until the server answers, the portal's own API reference and policy page stand in. */
const FALLBACK: PublicConfig = { docsUrl: '/api/docs', policyUrl: '/legal/privacy.html' };

export function usePublicConfig(): PublicConfig {
  return publicConfigApi.useGetPublicConfigQuery().data ?? FALLBACK;
}
