import type { ResultOf } from '@portal/shared/common/endpoint';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';

export const inviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team's name and whether the invitation is for the signed-in user. */
    getInviteInfo: build.query<ResultOf<typeof membersEndpoints.inviteInfo>, string>({
      query: (code) => requestOf(membersEndpoints.inviteInfo, { params: { code } }),
      // Always asked afresh: whether it is still open, and for whom, changes with the session.
      keepUnusedDataFor: 0,
    }),
    /** Joins the team, which becomes the current one. */
    acceptInvite: build.mutation<ResultOf<typeof membersEndpoints.accept>, string>({
      query: (code) => requestOf(membersEndpoints.accept, { params: { code } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account', 'User', 'UserMeta', 'Members']),
    }),
  }),
});

export const { useGetInviteInfoQuery, useAcceptInviteMutation } = inviteApi;
