import { defineModule } from '../../lib/module';
import { createPasswordsService } from '../../lib/passwords';
import { createAccountSecurityService } from './account-security.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createDeviceCookiesService } from './device-cookies.service';
import { createLoginLimitService } from './login-limit.service';
import { createMailedKeysService } from './mailed-keys.service';
import { createSessionsService } from './sessions.service';

/** Sign-up, sign-in (password and second step), sessions, the sign-in limit and the keys mailed in links. */
export const authModule = defineModule({
  name: 'auth',
  services: {
    auth: createAuthService,
    sessions: createSessionsService,
    loginLimit: createLoginLimitService,
    mailedKeys: createMailedKeysService,
    passwords: createPasswordsService,
    accountSecurity: createAccountSecurityService,
    deviceCookies: createDeviceCookiesService,
  },
  routes: authRoutes,
  workers: ({ mailedKeys }) => [mailedKeys.resetWorker],
  cleanup: ({ sessions, mailedKeys, auth }) => [
    { name: 'sessions', run: sessions.purgeExpired },
    { name: 'mailedKeys', run: mailedKeys.purgeExpired },
    { name: 'mfaChallenges', run: auth.purgeExpired },
  ],
});
