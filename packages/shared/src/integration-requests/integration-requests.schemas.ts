import { z } from 'zod';
import { UNIFIED_APIS } from '../connectors/connectors.constants';
import { normalizeWebsite } from '../common/shared-schemas';

/** Texts of Request new integration (000 §2): the heading and thank-you text verbatim, the others ours. */
export const INTEGRATION_REQUEST_TEXTS = {
  heading: 'Request new integration',
  intro:
    'Thank you for your interest. Tell us which service or product you need an integration for, and we will get back to you.',
  sent: 'Thank you! Your integration request was sent.',
  serviceRequired: 'Service name is required',
  websiteInvalid: 'Vendor website must be a valid URL',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Tell us what the integration should do',
  noCrm: 'The external request form is not configured.',
  useInternal: 'Use our own request form instead',
} as const;

const T = INTEGRATION_REQUEST_TEXTS;

/** The categories of a request: the unified APIs, and Other for a product outside them. */
export const INTEGRATION_REQUEST_CATEGORIES = [...UNIFIED_APIS, 'Other'] as const;

/**
 * The vendor's website as people type it (`personio.com`): https:// assumed, as the sign-up's company field does;
 * stored normalized.
 */
const websiteField = z
  .string()
  .max(500, T.websiteInvalid)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const normalized = normalizeWebsite(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: T.websiteInvalid, params: { rule: 'isUrl' } });
      return z.NEVER;
    }
    return normalized;
  });

export const integrationRequestBodySchema = z.object({
  serviceName: z.string({ error: T.serviceRequired }).trim().min(1, T.serviceRequired).max(200),
  website: websiteField,
  category: z.enum(INTEGRATION_REQUEST_CATEGORIES, { error: T.categoryRequired }),
  description: z.string({ error: T.descriptionRequired }).trim().min(1, T.descriptionRequired).max(4000),
});
export type IntegrationRequestBody = z.input<typeof integrationRequestBodySchema>;

export const integrationRequestSchema = z.object({ id: z.string(), createdAt: z.string() });

/** The operator's CRM form for the external route (000 §2), or null when none is configured. */
export const externalRequestFormSchema = z.object({
  crm: z.object({ scriptUrl: z.string(), portalId: z.string(), formId: z.string(), region: z.string() }).nullable(),
});
