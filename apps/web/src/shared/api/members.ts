import type { ResultOf } from '@portal/shared/common/endpoint';
import { membersEndpoints as endpoints } from '@portal/shared/members/members.endpoints';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import { ANY_MEMBERS_TAG, ANY_TEAM_TAG, APPLICATIONS_TAG, membersTag, TEAMS_TAG, USER_TAG } from './cache-tags';

/** A change to one member: its id and the body of the endpoint. */
type MemberChange<
  E extends
    typeof endpoints.changeRole | typeof endpoints.toggleSuspended | typeof endpoints.remove | typeof endpoints.resend,
> = BodyOf<E> & {
  id: string;
};

export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The team's members, then its open invitations. */
    getMembers: build.query<ResultOf<typeof endpoints.list>, string>({
      query: (account) => requestOf(endpoints.list, { query: { account } }),
      providesTags: (_result, _error, account) => [membersTag(account)],
    }),
    /** Refreshes the list unless it fails (000 §7). */
    inviteMember: build.mutation<ResultOf<typeof endpoints.invite>, BodyOf<typeof endpoints.invite>>({
      query: (body) => requestOf(endpoints.invite, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [membersTag(body.account)]),
    }),
    /** Admin, developer or user. */
    changeMemberRole: build.mutation<ResultOf<typeof endpoints.changeRole>, MemberChange<typeof endpoints.changeRole>>({
      query: ({ id, ...body }) => requestOf(endpoints.changeRole, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersTag(account)],
    }),
    /** Suspends, or unsuspends a suspended member. */
    toggleMemberSuspended: build.mutation<
      ResultOf<typeof endpoints.toggleSuspended>,
      MemberChange<typeof endpoints.toggleSuspended>
    >({
      query: ({ id, ...body }) => requestOf(endpoints.toggleSuspended, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersTag(account)],
    }),
    /** Removes a member or withdraws an invitation. */
    deleteMember: build.mutation<ResultOf<typeof endpoints.remove>, MemberChange<typeof endpoints.remove>>({
      query: ({ id, ...body }) => requestOf(endpoints.remove, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersTag(account)],
    }),
    /** Sends an open invitation again (a new code). */
    resendInvitation: build.mutation<ResultOf<typeof endpoints.resend>, MemberChange<typeof endpoints.resend>>({
      query: ({ id, ...body }) => requestOf(endpoints.resend, { params: { id }, body }),
      invalidatesTags: (_result, _error, { account }) => [membersTag(account)],
    }),
    /** The signed-in user leaves the team: the workspace's teams and current team follow. */
    leaveTeam: build.mutation<ResultOf<typeof endpoints.leave>, BodyOf<typeof endpoints.leave>>({
      query: (body) => requestOf(endpoints.leave, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAMS_TAG, APPLICATIONS_TAG, USER_TAG]),
    }),
    /** The team's name and whether the invitation is for the signed-in user. */
    getInviteInfo: build.query<ResultOf<typeof endpoints.inviteInfo>, string>({
      query: (code) => requestOf(endpoints.inviteInfo, { params: { code } }),
      // Always asked afresh: whether it is still open, and for whom, changes with the session.
      keepUnusedDataFor: 0,
    }),
    /** Joins the team, which becomes the current one. */
    acceptInvite: build.mutation<ResultOf<typeof endpoints.accept>, string>({
      query: (code) => requestOf(endpoints.accept, { params: { code } }),
      invalidatesTags: (_result, error) => (error ? [] : [ANY_TEAM_TAG, USER_TAG, ANY_MEMBERS_TAG]),
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
  useGetInviteInfoQuery,
  useAcceptInviteMutation,
} = membersApi;
