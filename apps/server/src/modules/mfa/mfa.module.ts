import { defineModule } from '../../lib/module';
import { mfaRoutes } from './mfa.routes';
import { createMfaService } from './mfa.service';

/** The TOTP second factor: set-up, status, and the code check the second sign-in step uses. */
export const mfaModule = defineModule({ name: 'mfa', services: { mfa: createMfaService }, routes: mfaRoutes });
