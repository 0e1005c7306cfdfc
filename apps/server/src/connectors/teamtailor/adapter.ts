import type { Candidate, Job } from '@portal/shared/unified/ats.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import type { VendorClient } from '../http/vendor-client';
import { type Document, nextPageNumber, type Resource, type ResolvedResource, resolveIncluded } from './json-api';

const JOB_STATUSES: Record<string, Job['status']> = {
  open: 'OPEN',
  unlisted: 'OPEN',
  draft: 'DRAFT',
  temp: 'DRAFT',
  scheduled: 'PENDING',
  archived: 'ARCHIVED',
};

const names = (resources: Resource[] | undefined, ...keys: string[]) =>
  (resources ?? [])
    .map((resource) => keys.map((key) => textOrNull(resource.attributes[key])).find(Boolean))
    .filter((name): name is string => !!name);

function toJob(raw: ResolvedResource): Job {
  const a = raw.attributes;
  return {
    id: raw.id,
    remoteId: raw.id,
    name: textOrNull(a.title),
    code: textOrNull(a['internal-name']),
    status: lookup(JOB_STATUSES, a.status),
    description: textOrNull(a.body),
    departments: names(raw.related.department, 'name'),
    offices: names(raw.related.locations, 'name', 'city'),
    hiringManagers: names(raw.related.user, 'name', 'email'),
    createdAt: dateTimeOrNull(a['created-at']),
    updatedAt: dateTimeOrNull(a['updated-at']),
  };
}

function toCandidate(raw: ResolvedResource): Candidate {
  const a = raw.attributes;
  const applicationIds = [raw.relationships?.['job-applications']?.data ?? []]
    .flat()
    .map((identifier) => identifier.id);
  return {
    id: raw.id,
    remoteId: raw.id,
    firstName: textOrNull(a['first-name']),
    lastName: textOrNull(a['last-name']),
    company: null,
    title: null,
    emails: [textOrNull(a.email)].filter((email): email is string => !!email),
    phones: [textOrNull(a.phone)].filter((phone): phone is string => !!phone),
    tags: Array.isArray(a.tags) ? a.tags.map(String) : [],
    applications: applicationIds,
    createdAt: dateTimeOrNull(a['created-at']),
    updatedAt: dateTimeOrNull(a['updated-at']),
  };
}

/** A JSON:API collection of Teamtailor with its page-number paging (`page[size]` at most 30). */
function collection(
  path: string,
  include: string,
  toUnified: (raw: ResolvedResource) => Job | Candidate,
): ModelAdapter<ResolvedResource, Job | Candidate> {
  return {
    pageSize: { default: 30, max: 30 },
    async list(client: VendorClient, page) {
      const document = await client.json<Document<Resource[]>>({
        path,
        query: { 'page[size]': page.size, 'page[number]': page.position ?? '1', include },
      });
      return { records: resolveIncluded(document.data, document.included), next: nextPageNumber(document.links?.next) };
    },
    async get(client: VendorClient, remoteId) {
      const document = await client.json<Document<Resource>>({
        path: `${path}/${encodeURIComponent(remoteId)}`,
        query: { include },
      });
      return resolveIncluded([document.data], document.included)[0]!;
    },
    toUnified,
  };
}

export default defineAdapter({
  serviceId: 'teamtailor',
  unifiedApi: 'ATS',
  docs: [
    'https://docs.teamtailor.com/#jobs',
    'https://docs.teamtailor.com/#candidates',
    'https://docs.teamtailor.com/#pagination',
  ],
  models: {
    jobs: collection('/v1/jobs', 'department,locations,user', toJob),
    candidates: collection('/v1/candidates', 'job-applications', toCandidate),
  },
});
