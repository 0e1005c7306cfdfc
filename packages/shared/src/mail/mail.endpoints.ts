import { z } from 'zod';
import { access, defineEndpoints } from '../common/endpoint';
import { devMailParamsSchema, devMailSchema, devMailSummarySchema } from './mail.schemas';

/** The development mailbox: registered only without SMTP_URL and outside production. */
export const mailEndpoints = defineEndpoints('mail', {
  devList: {
    method: 'GET',
    path: '/dev/mailbox',
    answer: z.array(devMailSummarySchema),
    auth: access.local,
    summary: 'Development mailbox: the latest 50 mails, newest first (only without SMTP_URL, outside production)',
  },
  devGet: {
    method: 'GET',
    path: '/dev/mailbox/:id',
    params: devMailParamsSchema,
    answer: devMailSchema,
    auth: access.local,
    summary: 'Development mailbox: one mail with its text and HTML parts',
  },
});
