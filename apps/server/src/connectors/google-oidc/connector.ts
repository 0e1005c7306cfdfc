import { oidcConnector } from '../catalog/connector-kinds';

export default oidcConnector({
  serviceId: 'google-oidc',
  name: 'Google OIDC',
  description: 'Sign in with Google over OpenID Connect. People sign in with their Google Workspace or Google account.',
  docUrl: 'https://developers.google.com/identity/openid-connect/openid-connect',
  brandColour: '#4285f4',
  issuer: 'https://accounts.google.com',
  issuerHelp: 'https://accounts.google.com',
});
