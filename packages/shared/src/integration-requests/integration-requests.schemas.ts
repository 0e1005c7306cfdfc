import { z } from 'zod';
import { UNIFIED_APIS } from '../connectors/connectors.constants';

/** Texts of Request new integration (000 §2): the heading and thank-you text verbatim, the others ours. */
export const INTEGRATION_REQUEST_TEXTS = {
  heading: 'Request new integration',
  intro: 'Thank you for your interest. Tell us which service or product you need an integration for, and we will get back to you.',
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

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, T.websiteInvalid);

export const integrationRequestBodySchema = z.object({
  serviceName: z.string({ error: T.serviceRequired }).trim().min(1, T.serviceRequired).max(200),
  website: z.union([z.literal(''), httpUrl]).optional(),
  category: z.enum(INTEGRATION_REQUEST_CATEGORIES, { error: T.categoryRequired }),
  description: z.string({ error: T.descriptionRequired }).trim().min(1, T.descriptionRequired).max(4000),
});
export type IntegrationRequestBody = z.input<typeof integrationRequestBodySchema>;

export const integrationRequestSchema = z.object({ id: z.string(), createdAt: z.string() });

/** The operator's CRM form for the external route (000 §2), or null when none is configured. */
export const externalRequestFormSchema = z.object({
  crm: z.object({ scriptUrl: z.string(), portalId: z.string(), formId: z.string(), region: z.string() }).nullable(),
});
