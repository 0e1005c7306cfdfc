import { SCIM } from '@portal/shared/directory/scim.schemas';
import { scimPatch } from 'scim-patch';
import { describe, expect, it } from 'vitest';
import { matchesScimFilter, parseScimFilter } from './scim-filter';
import { applyScimPatch, type ScimOperation } from './scim-patch';

// RFC 7644 §3.5.2's example user and group (ids shortened).
const USER = {
  schemas: [SCIM.user],
  userName: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara', middleName: 'Jane' },
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  active: true,
};
const GROUP = {
  schemas: [SCIM.group],
  displayName: 'Tour Guides',
  members: [
    { value: '2819c223-7f76-453a-919d-413861904646', display: 'Babs Jensen' },
    { value: '902c246b-6245-4190-8e05-00816be7344a', display: 'Mandy Pepperidge' },
  ],
};

/** The same operations applied by `scim-patch` (an independent RFC 7644 §3.5.2 implementation) and by ours. */
function both(resource: Record<string, unknown>, operations: ScimOperation[]) {
  const meta = { resourceType: 'User', created: '2026-01-01T00:00:00Z', lastModified: '2026-01-01T00:00:00Z' };
  const theirs = scimPatch({ ...structuredClone(resource), meta } as never, operations as never) as Record<
    string,
    unknown
  >;
  const { meta: _meta, ...rest } = theirs;
  return { ours: applyScimPatch(resource, operations), theirs: rest };
}

describe('SCIM PATCH agrees with scim-patch on RFC 7644 §3.5.2’s examples', () => {
  it.each<[string, Record<string, unknown>, ScimOperation[]]>([
    [
      'add members (§3.5.2.1)',
      GROUP,
      [{ op: 'add', path: 'members', value: [{ display: 'Ed Zed', value: '6c5bb468-14b2-4183-baf2-06d523e03bd3' }] }],
    ],
    ['add without a path (§3.5.2.1)', USER, [{ op: 'add', value: { nickname: 'Babs', title: 'Tour Guide' } }]],
    [
      'remove one member by a filter (§3.5.2.2)',
      GROUP,
      [{ op: 'remove', path: 'members[value eq "2819c223-7f76-453a-919d-413861904646"]' }],
    ],
    ['remove every member (§3.5.2.2)', GROUP, [{ op: 'remove', path: 'members' }]],
    ['remove a sub-attribute', USER, [{ op: 'remove', path: 'name.middleName' }]],
    [
      'replace every member (§3.5.2.3)',
      GROUP,
      [{ op: 'replace', path: 'members', value: [{ display: 'Ed Zed', value: '6c5bb468-14b2' }] }],
    ],
    [
      'replace a filtered value’s sub-attribute (§3.5.2.3)',
      USER,
      [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'barbara@example.com' }],
    ],
    ['replace a sub-attribute', USER, [{ op: 'replace', path: 'name.givenName', value: 'Babs' }]],
    ['replace without a path (§3.5.2.3)', USER, [{ op: 'replace', value: { active: false, nickname: 'Babs' } }]],
  ])('%s', (_name, resource, operations) => {
    const { ours, theirs } = both(resource, operations);
    expect(ours).not.toEqual(resource);
    expect(ours).toEqual(theirs);
  });

  it('leaves the resource it was given unchanged', () => {
    const before = structuredClone(GROUP);
    applyScimPatch(GROUP, [{ op: 'remove', path: 'members' }]);
    expect(GROUP).toEqual(before);
  });
});

describe('SCIM PATCH as identity providers send it', () => {
  it('takes Entra’s capitalised ops, booleans as text and member removal by a value list', () => {
    expect(
      applyScimPatch(GROUP, [
        { op: 'Remove', path: 'members', value: [{ value: '902c246b-6245-4190-8e05-00816be7344a' }] },
      ]).members,
    ).toEqual([GROUP.members[0]]);
    expect(applyScimPatch(USER, [{ op: 'Replace', path: 'active', value: 'False' }]).active).toBe(false);
  });

  it('adds an enterprise extension attribute, and a filtered value that did not exist', () => {
    const patched = applyScimPatch(USER, [
      { op: 'add', path: `${SCIM.enterpriseUser}:department`, value: 'Tour Operations' },
      { op: 'add', path: 'phoneNumbers[type eq "work"].value', value: '555-555-8377' },
    ]);
    expect(patched[SCIM.enterpriseUser]).toEqual({ department: 'Tour Operations' });
    expect(patched.phoneNumbers).toEqual([{ type: 'work', value: '555-555-8377' }]);
  });

  it('refuses what cannot be done with the scimType RFC 7644 names', () => {
    const failing = (operation: ScimOperation) => {
      try {
        applyScimPatch(USER, [operation]);
      } catch (error) {
        return (error as { scimType?: string }).scimType;
      }
      return 'no error';
    };
    expect(failing({ op: 'remove' })).toBe('noTarget');
    expect(failing({ op: 'replace', path: 'id', value: 'x' })).toBe('mutability');
    expect(failing({ op: 'replace', path: 'urn:example:unknown:name', value: 'x' })).toBe('invalidPath');
    expect(failing({ op: 'replace', path: 'emails[type sw "w"]', value: 'x' })).toBe('invalidPath');
    expect(failing({ op: 'replace', path: 'active', value: 'maybe' })).toBe('invalidValue');
  });
});

describe('SCIM filters', () => {
  it('match eq comparisons joined by and, without case except for ids', () => {
    const resource = { id: 'ABC', userName: 'BJensen', emails: [{ value: 'b@example.com' }], active: true };
    const matches = (filter: string) => matchesScimFilter(resource, parseScimFilter(filter));
    expect(matches('userName eq "bjensen"')).toBe(true);
    expect(matches('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "bjensen"')).toBe(true);
    expect(matches('emails.value eq "b@example.com" and active eq true')).toBe(true);
    expect(matches('id eq "abc"')).toBe(false);
    expect(matches('userName eq "bjensen" and active eq false')).toBe(false);
    expect(matches('userName eq "a and b"')).toBe(false);
    expect(() => parseScimFilter('userName co "jen"')).toThrow(/Unsupported filter/);
  });
});
