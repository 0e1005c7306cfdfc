import { SCIM, type ScimError } from '@portal/shared/directory/scim.schemas';

/** RFC 7644 §3.12's `scimType` values this endpoint answers. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

/** A SCIM failure: its HTTP status, its scimType when RFC 7644 names one, and a detail for people. */
export class ScimFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }

  toBody(): ScimError {
    return scimErrorBody(this.status, this.detail, this.scimType);
  }
}

export const scimErrorBody = (status: number, detail: string, scimType?: ScimType): ScimError => ({
  schemas: [SCIM.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

export const invalidValue = (detail: string) => new ScimFailure(400, detail, 'invalidValue');
export const invalidPath = (detail: string) => new ScimFailure(400, detail, 'invalidPath');
