import { eq } from 'drizzle-orm';
import { CONNECT_LOGO_MAX_BYTES, CONNECT_MESSAGES as M } from '@portal/shared/connect/connect.constants';
import type { ConnectSettings, ConnectSettingsBody } from '@portal/shared/connect/connect.schemas';
import type { Db } from '../../db/client';
import { badRequest, fieldError } from '../../lib/app-error';
import type { ApplicationScope } from '../applications/application-scope';
import { connectSettings } from './connect.table';

interface Deps {
  db: Db;
  now: () => Date;
}

const DEFAULTS: ConnectSettings = {
  logo: null,
  primaryColour: null,
  termsUrl: null,
  allowedOrigins: [],
  defaultServices: [],
  ssoRedirectUris: [],
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LOGO_DATA_URL = /^data:(image\/png|image\/svg\+xml);base64,([A-Za-z0-9+/]+=*)$/;
/**
 * What an SVG logo must not hold: scripts, event handlers, links out (javascript:, http…, other documents), embedded
 * HTML and entity declarations. The page shows the logo as an <img>, where none of it would run; refusing it
 * anyway keeps the stored file safe wherever else it is opened.
 */
const UNSAFE_SVG =
  /<\s*script|<\s*foreignObject|<!ENTITY|<!DOCTYPE|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg);)/i;

const logoError = (message: string) => badRequest(message, fieldError(['data', 'logo'], 'isValid', message));

/** A logo as a data: URL: a PNG, or an SVG without anything active; at most 200 KB decoded. */
export function checkedLogo(logo: string): string {
  const match = LOGO_DATA_URL.exec(logo);
  if (!match) throw logoError(M.logoType);
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > CONNECT_LOGO_MAX_BYTES) throw logoError(M.logoTooLarge);
  if (match[1] === 'image/png') {
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw logoError(M.logoType);
    return logo;
  }
  const svg = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(svg)) throw logoError(M.logoType);
  if (UNSAFE_SVG.test(svg)) throw logoError(M.logoUnsafe);
  return logo;
}

/** An application's Connect settings (issue 28): branding, allowed origins, default services; a row per application. */
export function createConnectSettingsService({ db, now }: Deps) {
  async function of(liveApplicationId: string): Promise<ConnectSettings> {
    const [row] = await db
      .select()
      .from(connectSettings)
      .where(eq(connectSettings.applicationId, liveApplicationId))
      .limit(1);
    if (!row) return DEFAULTS;
    return {
      logo: row.logo,
      primaryColour: row.primaryColour,
      termsUrl: row.termsUrl,
      allowedOrigins: row.allowedOrigins,
      defaultServices: row.defaultServices,
      ssoRedirectUris: row.ssoRedirectUris,
    };
  }

  return {
    of,

    /** Saves the fields given (null clears one); the answer is the whole settings. */
    async save(scope: ApplicationScope, data: ConnectSettingsBody['data']): Promise<ConnectSettings> {
      const changes = {
        ...(data.logo !== undefined ? { logo: data.logo === null ? null : checkedLogo(data.logo) } : {}),
        ...(data.primaryColour !== undefined ? { primaryColour: data.primaryColour?.toLowerCase() ?? null } : {}),
        ...(data.termsUrl !== undefined ? { termsUrl: data.termsUrl } : {}),
        ...(data.allowedOrigins !== undefined ? { allowedOrigins: [...new Set(data.allowedOrigins)] } : {}),
        ...(data.defaultServices !== undefined ? { defaultServices: [...new Set(data.defaultServices)] } : {}),
        ...(data.ssoRedirectUris !== undefined ? { ssoRedirectUris: [...new Set(data.ssoRedirectUris)] } : {}),
      };
      await db
        .insert(connectSettings)
        .values({ applicationId: scope.liveApplicationId, ...changes, updatedAt: now() })
        .onConflictDoUpdate({ target: connectSettings.applicationId, set: { ...changes, updatedAt: now() } });
      return of(scope.liveApplicationId);
    },
  };
}

export type ConnectSettingsService = ReturnType<typeof createConnectSettingsService>;
