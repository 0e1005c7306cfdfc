import { z } from 'zod';
import { accountSchema } from '../accounts/accounts.schemas';
import { access, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import {
  inviteBodySchema,
  inviteCodeParamsSchema,
  inviteInfoSchema,
  invitePreviewSchema,
  memberParamsSchema,
  memberSchema,
  membersQuerySchema,
  roleBodySchema,
} from './members.schemas';
import { okAnswerSchema } from '../common/shared-schemas';
import { accountBodySchema } from '../common/shared-schemas';

export const membersEndpoints = defineEndpoints('members', {
  list: {
    method: 'GET',
    path: '/members',
    query: membersQuerySchema,
    answer: z.array(memberSchema),
    auth: access.team(inQuery('account')),
    summary: "A team's members, then its open invitations (status invited)",
  },
  invite: {
    method: 'POST',
    path: '/members/invite',
    body: inviteBodySchema,
    answer: memberSchema,
    status: 201,
    auth: access.team(inBody('account'), 'inviteMember'),
    summary:
      'Invite a person by email (mails `/invite/{code}`, valid 7 days); inviting the same address again replaces the code',
  },
  changeRole: {
    method: 'POST',
    path: '/members/role/:id',
    params: memberParamsSchema,
    body: roleBodySchema,
    answer: memberSchema,
    auth: access.team(inBody('account'), 'changeMemberRole'),
    summary: "Change a member's role to admin, developer or user (not oneself, not the Owner)",
  },
  toggleSuspended: {
    method: 'POST',
    path: '/members/suspend/:id',
    params: memberParamsSchema,
    body: accountBodySchema,
    answer: memberSchema,
    auth: access.team(inBody('account'), 'suspendMember'),
    summary: 'Suspend a member, or unsuspend a suspended one (not oneself, not the Owner)',
  },
  resend: {
    method: 'POST',
    path: '/members/resend/:id',
    params: memberParamsSchema,
    body: accountBodySchema,
    answer: memberSchema,
    auth: access.team(inBody('account'), 'resendInvitation'),
    summary: 'Send a pending invitation again: a new code for 7 days (the old one stops working)',
  },
  leave: {
    method: 'POST',
    path: '/members/leave',
    body: accountBodySchema,
    answer: okAnswerSchema,
    auth: access.team(inBody('account'), 'leaveTeam'),
    summary: 'Leave the team (anyone but its Owner); another of the user’s teams becomes the current one',
  },
  remove: {
    method: 'DELETE',
    path: '/members/:id',
    params: memberParamsSchema,
    body: accountBodySchema,
    answer: okAnswerSchema,
    auth: access.team(inBody('account'), 'deleteMember'),
    summary: 'Remove a member or withdraw an open invitation (not oneself, not the Owner)',
  },
  inviteInfo: {
    method: 'POST',
    path: '/members/invite/:code/info',
    params: inviteCodeParamsSchema,
    answer: inviteInfoSchema,
    auth: access.session,
    summary:
      "An invitation's team name, who sent it with which role, and whether it is addressed to the signed-in user",
  },
  invitePreview: {
    method: 'GET',
    path: '/members/invite/:code/preview',
    params: inviteCodeParamsSchema,
    answer: invitePreviewSchema,
    auth: access.public,
    summary:
      'What the holder of an invitation link sees before signing in: the team, who invited, and the invited email (the code is the secret)',
  },
  accept: {
    method: 'POST',
    path: '/members/invite/:code/accept',
    params: inviteCodeParamsSchema,
    answer: accountSchema,
    auth: access.session,
    summary: 'Accept an invitation: the signed-in user joins the team with the invited role and switches to it',
  },
});
