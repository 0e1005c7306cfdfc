import type { AccountBody, InviteBody, Member, RoleBody } from '@portal/shared/members/members.schemas';
import { baseApi, unwrapData } from '../../shared/api/base-api';

/** The cache entry of one team's member list. */
const membersOf = (account: string) => ({ type: 'Members' as const, id: account });

export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET members/?account=: the team's members and open invitations. */
    getMembers: build.query<Member[], string>({
      query: (account) => ({ url: 'members/', params: { account } }),
      transformResponse: unwrapData<Member[]>,
      providesTags: (_result, _error, account) => [membersOf(account)],
    }),
    /** POST members/invite: refreshes the list unless it fails (000 §7). */
    inviteMember: build.mutation<Member, InviteBody>({
      query: (body) => ({ url: 'members/invite', method: 'POST', body }),
      transformResponse: unwrapData<Member>,
      invalidatesTags: (_result, error, body) => (error ? [] : [membersOf(body.account)]),
    }),
    /** POST members/role/{id}: admin, developer or user. */
    changeMemberRole: build.mutation<Member, RoleBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `members/role/${encodeURIComponent(id)}`, method: 'POST', body }),
      transformResponse: unwrapData<Member>,
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** POST members/suspend/{id}: suspends, or unsuspends a suspended member. */
    toggleMemberSuspended: build.mutation<Member, AccountBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `members/suspend/${encodeURIComponent(id)}`, method: 'POST', body }),
      transformResponse: unwrapData<Member>,
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** DELETE members/{id}: removes a member or withdraws an invitation. */
    deleteMember: build.mutation<void, AccountBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `members/${encodeURIComponent(id)}`, method: 'DELETE', body }),
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useInviteMemberMutation,
  useChangeMemberRoleMutation,
  useToggleMemberSuspendedMutation,
  useDeleteMemberMutation,
} = membersApi;
