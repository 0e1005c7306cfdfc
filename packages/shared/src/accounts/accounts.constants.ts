/** Roles as the server names them (000 §6), with the names people see. */
export const ROLES = ['ADMIN', 'TEAM_ADMIN', 'TEAM_DEVELOPER', 'TEAM_USER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_DISPLAY_NAMES: Record<Role, string> = {
  ADMIN: 'Owner',
  TEAM_ADMIN: 'Admin',
  TEAM_DEVELOPER: 'Developer',
  TEAM_USER: 'Viewer',
};

export const TEAM_NAME_MAX_LENGTH = 100;
