import { z } from 'zod';

/** Sequence action methods and content types (001 §9). */
export const SEQUENCE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const SEQUENCE_CONTENT_TYPES = ['none', 'multipart/form-data', 'x-www-form-urlencoded', 'raw/GraphQL'] as const;

/** Texts of the Sequences screens: the spec's rules (001 §5) in our words, and the preview notice. */
export const SEQUENCE_TEXTS = {
  empty: 'No sequences',
  preview: 'Sequences are a preview: submitting a sequence shows its JSON and saves nothing.',
  nameRequired: 'Name is required',
  methodRequired: 'Method is required',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be a valid URL',
  deliveryUrlInvalid: 'Delivery URL must be a valid URL',
} as const;

const T = SEQUENCE_TEXTS;

/** Whether a text is an http(s) URL (a sequence's urls, 001 §5). */
export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
const isUrl = isHttpUrl;

const pair = z.object({ key: z.string().trim(), value: z.string().trim() });

/** One action of a sequence (001 §3): method and url required, url valid (001 §5). */
export const sequenceActionSchema = z.object({
  method: z.enum(SEQUENCE_METHODS, { error: T.methodRequired }),
  url: z.string({ error: T.urlRequired }).trim().min(1, T.urlRequired).refine(isUrl, T.urlInvalid),
  type: z.enum(SEQUENCE_CONTENT_TYPES).default('none'),
  headers: z.array(pair).default([]),
  params: z.array(pair).default([]),
  body: z.string().default(''),
});

/** A sequence (001 §3): name required; only its JSON is shown (001 §1: the feature is a stub). */
export const sequenceSchema = z.object({
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired),
  serviceId: z.string().trim().default(''),
  actions: z.array(sequenceActionSchema).default([]),
  deliveryUrl: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || isUrl(value), T.deliveryUrlInvalid),
  events: z.array(z.string()).default([]),
});
export type Sequence = z.output<typeof sequenceSchema>;
