import type { ResultOf } from '@portal/shared/common/endpoint';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';

/** The guided tours' one write: PUT users/guides; users/me follows, so a completed tour never comes back. */
const guidesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeGuides: build.mutation<ResultOf<typeof usersEndpoints.updateGuides>, BodyOf<typeof usersEndpoints.updateGuides>>({
      query: (body) => requestOf(usersEndpoints.updateGuides, { body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useCompleteGuidesMutation } = guidesApi;
