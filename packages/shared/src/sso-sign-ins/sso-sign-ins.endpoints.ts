import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { access, defineEndpoints, inQuery } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import { idField } from '../common/validation';

/** How many of a connection's last sign-ins the portal shows. */
export const SSO_SIGN_INS_SHOWN = 10;

export const ssoSignInsQuerySchema = withEnvironment(
  z.object({
    applicationId: applicationIdField,
    consumerId: idField('Consumer not found'),
    serviceId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'serviceId is a connector id, e.g. okta-saml'),
  }),
);

/** One sign-in through a consumer's identity provider connection (issue 30). */
export const ssoSignInSchema = z.object({
  idpId: z.string(),
  email: z.string().nullable(),
  signedInAt: z.string(),
});
export type SsoSignIn = z.infer<typeof ssoSignInSchema>;

/** The portal's view of single sign-on (docs/sso.md). */
export const ssoSignInsEndpoints = defineEndpoints('ssoSignIns', {
  list: {
    method: 'GET',
    path: '/sso/sign-ins',
    query: ssoSignInsQuerySchema,
    answer: z.array(ssoSignInSchema),
    auth: access.application(inQuery('applicationId')),
    summary: `The last ${SSO_SIGN_INS_SHOWN} sign-ins through a consumer's connection to an identity provider, newest first`,
  },
});
