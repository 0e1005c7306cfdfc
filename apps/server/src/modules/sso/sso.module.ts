import { defineModule } from '../../lib/module';
import { ssoRoutes } from './sso.routes';
import { createSsoService } from './sso.service';

/** Sign-in with Google and GitHub (authorization code with state and PKCE). */
export const ssoModule = defineModule({ name: 'sso', services: { sso: createSsoService }, routes: ssoRoutes });
