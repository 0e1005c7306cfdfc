import { samlConnector } from '../catalog/connector-kinds';

export default samlConnector({
  serviceId: 'okta-saml',
  name: 'Okta SAML',
  description:
    'SAML 2.0 sign-in with Okta as the identity provider. Okta is an identity and access management platform for workforce sign-in.',
  docUrl: 'https://developer.okta.com/docs/concepts/saml/',
  brandColour: '#007dc1',
});
