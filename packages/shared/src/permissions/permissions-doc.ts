import { ROLE_DISPLAY_NAMES, ROLES } from '../accounts/accounts.constants';
import { ACTIONS, PERMISSION_DENIED_MESSAGE, PERMISSIONS, can } from './permissions';

/** docs/permissions.md as rendered from the permissions table: what the server enforces. */
export function renderPermissionsDoc(): string {
  const header = `| Action | ${ROLES.map((role) => `${ROLE_DISPLAY_NAMES[role]} (\`${role}\`)`).join(' | ')} | Spec |`;
  const rule = `|---|${ROLES.map(() => ':---:').join('|')}|---|`;
  const rows = ACTIONS.map((action) => {
    const permission = PERMISSIONS[action];
    const cells = ROLES.map((role) => (can(role, action) ? 'yes' : '—'));
    return `| \`${action}\`: ${permission.description} | ${cells.join(' | ')} | ${permission.source} |`;
  });
  return [
    '# Permissions',
    '',
    '<!-- Generated from packages/shared/src/permissions/permissions.ts by `npm run docs:permissions`. Do not edit by hand: a test compares this file with the table. -->',
    '',
    'Who may do what in a team. The server checks every team-scoped request against this table',
    `(a refusal is \`403\` with the message "${PERMISSION_DENIED_MESSAGE}"); the web reads the same table to`,
    'disable buttons (with that message as their tooltip) or hide tabs.',
    '',
    header,
    rule,
    ...rows,
    '',
    'Rules around the table:',
    '',
    '- Every team-scoped request first needs an **active** membership of the team named in the request',
    '  (`account` in the body or the query). A stranger, a former member and a suspended member get `404`',
    "  (the team's existence is not revealed) and learn nothing of its data. Unsuspending gives access back at once.",
    "- Any active member may read the team's member list (`GET /api/members/?account=`).",
    '- Nobody may change the role of, suspend or remove themselves or the Owner (`403` with a message saying so).',
    '- Roles can be changed to Admin, Developer or Viewer (`admin`, `developer`, `user` on the wire); there is one Owner,',
    '  the creator of the team.',
    '- Developer: the spec gives no restriction beyond the Owner/Admin actions above.',
    '',
  ].join('\n');
}
