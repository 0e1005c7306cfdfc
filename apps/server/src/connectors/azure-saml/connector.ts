import { samlConnector } from '../catalog/connector-kinds';

export default samlConnector({
  serviceId: 'azure-saml',
  name: 'Azure SAML',
  description:
    'SAML 2.0 sign-in with Microsoft Entra ID as the identity provider, set up as an enterprise application in the tenant.',
  docUrl: 'https://learn.microsoft.com/en-us/entra/identity-platform/single-sign-on-saml-protocol',
  brandColour: '#0078d4',
});
