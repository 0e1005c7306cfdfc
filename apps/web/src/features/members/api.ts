import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { membersEndpoints as endpoints } from '@portal/shared/members/members.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';
import { APPLICATIONS_TAG } from '../../shared/workspace/workspace-api';

/** The cache entry of one team's member list. */
const membersOf = (account: string) => ({ type: 'Members' as const, id: account });

/** A change to one member: its id and the body of the endpoint. */
type MemberChange<E extends typeof endpoints.changeRole | typeof endpoints.toggleSuspended | typeof endpoints.remove | typeof endpoints.resend> = BodyOf<E> & {
  id: string;
};

export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team's members, then its open invitations. */
    getMembers: build.query<ResultOf<typeof endpoints.list>, string>({
      query: (account) => requestOf(endpoints.list, { query: { account } }),
      providesTags: (_result, _error, account) => [membersOf(account)],
    }),
    /** Refreshes the list unless it fails (000 §7). */
    inviteMember: build.mutation<ResultOf<typeof endpoints.invite>, BodyOf<typeof endpoints.invite>>({
      query: (body) => requestOf(endpoints.invite, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [membersOf(body.account)]),
    }),
    /** Admin, developer or user. */
    changeMemberRole: build.mutation<ResultOf<typeof endpoints.changeRole>, MemberChange<typeof endpoints.changeRole>>({
      query: ({ id, ...body }) => requestOf(endpoints.changeRole, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** Suspends, or unsuspends a suspended member. */
    toggleMemberSuspended: build.mutation<ResultOf<typeof endpoints.toggleSuspended>, MemberChange<typeof endpoints.toggleSuspended>>({
      query: ({ id, ...body }) => requestOf(endpoints.toggleSuspended, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** Removes a member or withdraws an invitation. */
    deleteMember: build.mutation<ResultOf<typeof endpoints.remove>, MemberChange<typeof endpoints.remove>>({
      query: ({ id, ...body }) => requestOf(endpoints.remove, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** Sends an open invitation again (a new code). */
    resendInvitation: build.mutation<ResultOf<typeof endpoints.resend>, MemberChange<typeof endpoints.resend>>({
      query: ({ id, ...body }) => requestOf(endpoints.resend, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersOf(account)],
    }),
    /** The signed-in user leaves the team: the workspace's teams and current team follow. */
    leaveTeam: build.mutation<ResultOf<typeof endpoints.leave>, BodyOf<typeof endpoints.leave>>({
      query: (body) => requestOf(endpoints.leave, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account' as const, id: 'LIST' }, APPLICATIONS_TAG, 'UserMeta', 'User']),
    }),
    /** Renames the team (its Owner). */
    renameTeam: build.mutation<ResultOf<typeof accountsEndpoints.rename>, BodyOf<typeof accountsEndpoints.rename> & { id: string }>({
      query: ({ id, ...body }) => requestOf(accountsEndpoints.rename, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account' as const, id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetMembersQuery,
  useInviteMemberMutation,
  useChangeMemberRoleMutation,
  useToggleMemberSuspendedMutation,
  useDeleteMemberMutation,
  useResendInvitationMutation,
  useLeaveTeamMutation,
  useRenameTeamMutation,
} = membersApi;
