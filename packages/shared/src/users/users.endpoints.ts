import { mfaStatusSchema } from '../auth/auth.schemas';
import { access, defineEndpoints } from '../common/endpoint';
import {
  guidesBodySchema,
  metaBodySchema,
  profileAnswerSchema,
  profileBodySchema,
  settingsBodySchema,
  userGuidesSchema,
  userMetaSchema,
  userSchema,
  userSettingsSchema,
} from './users.schemas';

export const usersEndpoints = defineEndpoints('users', {
  me: {
    method: 'GET',
    path: '/users/me',
    answer: userSchema,
    auth: access.session,
    summary: 'The signed-in user: id, email, profile, settings, guides, isVerified, meta',
  },
  getProfile: {
    method: 'GET',
    path: '/users/profile',
    answer: profileAnswerSchema,
    auth: access.session,
    summary: 'Profile: first name, last name, company, email',
  },
  updateProfile: {
    method: 'PUT',
    path: '/users/profile',
    body: profileBodySchema,
    answer: profileAnswerSchema,
    auth: access.session,
    summary: 'Replace the profile (a company left out is cleared; a company is a website, stored normalized)',
  },
  getSettings: {
    method: 'GET',
    path: '/users/settings',
    answer: userSettingsSchema,
    auth: access.session,
    summary: 'Notification settings: hasBillingEvent, hasConnectionEvent, hasErrorEvent, hasSecurityEvent',
  },
  updateSettings: {
    method: 'PUT',
    path: '/users/settings',
    body: settingsBodySchema,
    answer: userSettingsSchema,
    auth: access.session,
    summary: 'Change notification settings (the ones left out keep their value)',
  },
  updateGuides: {
    method: 'PUT',
    path: '/users/guides',
    body: guidesBodySchema,
    answer: userGuidesSchema,
    auth: access.session,
    summary: 'Mark product tours completed (the ones left out keep their value)',
  },
  getMeta: {
    method: 'GET',
    path: '/users/meta',
    answer: userMetaSchema,
    auth: access.session,
    summary: 'Onboarding meta: applicationId, step, accountId (the current team)',
  },
  updateMeta: {
    method: 'PUT',
    path: '/users/meta',
    body: metaBodySchema,
    answer: userMetaSchema,
    auth: access.session,
    summary: 'Save onboarding meta (the step only moves forward; the team must be one of the user)',
  },
  mfaStatus: {
    method: 'GET',
    path: '/users/mfa',
    answer: mfaStatusSchema,
    auth: access.session,
    summary: 'Second factor status: `{ enabled, pending }`',
  },
});
