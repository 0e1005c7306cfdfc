import { samlConnector } from '../catalog/connector-kinds';

export default samlConnector({
  serviceId: 'google-saml',
  name: 'Google SAML',
  description:
    'SAML 2.0 sign-in with Google Workspace as the identity provider, set up as a custom SAML app in the Admin console.',
  docUrl: 'https://support.google.com/a/answer/6087519',
  brandColour: '#34a853',
});
