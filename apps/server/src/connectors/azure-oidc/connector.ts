import { oidcConnector } from '../catalog/connector-kinds';

export default oidcConnector({
  serviceId: 'azure-oidc',
  name: 'Azure OIDC',
  description:
    'Sign-in with Microsoft Entra ID over OpenID Connect. Users of a Microsoft 365 or Azure tenant sign in with their work account.',
  docUrl: 'https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols-oidc',
  brandColour: '#0078d4',
  issuer: 'https://login.microsoftonline.com',
  issuerHelp: 'https://login.microsoftonline.com/{tenant id}/v2.0 for your tenant.',
});
