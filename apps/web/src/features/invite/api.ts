import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { InviteInfo } from '@portal/shared/members/members.schemas';
import { baseApi, unwrapData } from '../../shared/api/base-api';

const codePath = (code: string) => `members/invite/${encodeURIComponent(code)}`;

export const inviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST members/invite/{code}/info: the team's name and whether the invitation is for the signed-in user. */
    getInviteInfo: build.query<InviteInfo, string>({
      query: (code) => ({ url: `${codePath(code)}/info`, method: 'POST' }),
      transformResponse: unwrapData<InviteInfo>,
      // Always asked afresh: whether it is still open, and for whom, changes with the session.
      keepUnusedDataFor: 0,
    }),
    /** POST members/invite/{code}/accept: joins the team, which becomes the current one. */
    acceptInvite: build.mutation<Account, string>({
      query: (code) => ({ url: `${codePath(code)}/accept`, method: 'POST' }),
      transformResponse: unwrapData<Account>,
      invalidatesTags: (_result, error) => (error ? [] : ['Account', 'User', 'UserMeta', 'Members']),
    }),
  }),
});

export const { useGetInviteInfoQuery, useAcceptInviteMutation } = inviteApi;
