import { defineModule } from '../../lib/module';
import { createSsoCallbacksService } from './sso-callbacks.service';
import { ssoSignInPages } from './sso-sign-in.pages';
import { ssoSignInRoutes } from './sso-sign-in.routes';
import { createSsoSignInService } from './sso-sign-in.service';

/**
 * Single sign-on for consumers' users (issue 30, docs/sso.md): `GET {url}/sso/authorize` sends the browser to the
 * consumer's identity provider (OIDC, SAML, GitHub), the callback and ACS validate its answer, and the developer's
 * backend exchanges the one-time code at `POST {url}/sso/token`. Not the portal's own social sign-in (`sso`).
 */
export const ssoSignInModule = defineModule({
  name: 'ssoSignIn',
  services: { ssoSignIn: createSsoSignInService, ssoCallbacks: createSsoCallbacksService },
  routes: ssoSignInRoutes,
  pages: ssoSignInPages,
  cleanup: ({ ssoSignIn }) => [{ name: 'ssoSignIn', run: ssoSignIn.purgeExpired }],
});
