import { apiConnector } from '../catalog/connector-kinds';
import { oauthAppSettings } from '../catalog/settings-fields';

/** GitHub offers OAuth 2.0 for sign-in, not full OpenID Connect: no ID token, the user is read from /user. */
export default apiConnector({
  serviceId: 'github-oidc',
  name: 'GitHub OIDC',
  description:
    'Sign in with GitHub through a GitHub OAuth app. GitHub is the code hosting platform; its sign-in is OAuth 2.0, and the profile and verified emails come from its REST API.',
  docUrl: 'https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps',
  unifiedApi: 'SSO',
  brandColour: '#24292f',
  settings: oauthAppSettings('GitHub (Developer settings, OAuth Apps)'),
  auth: { kind: 'oauth2AuthorizationCode', scopes: ['read:user', 'user:email'], clientAuth: 'client_secret_post' },
  urls: {
    api: 'https://api.github.com',
    authorize: 'https://github.com/login/oauth/authorize',
    token: 'https://github.com/login/oauth/access_token',
  },
  headers: { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' },
  // The authorized user's own profile: the cheapest call an OAuth token of any scope may make.
  check: { path: '/user', docUrl: 'https://docs.github.com/en/rest/users/users#get-the-authenticated-user' },
});
