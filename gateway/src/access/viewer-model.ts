import type { UpstreamUser } from './upstream-user';
import { noPermissions, permissionsOf, roleFromUpstream, type PermissionLevels, type WebsiteLevels } from './permission-codec';
import type { Principal } from './permissions';

/**
 * What Viewer resolvers receive: the signed-in user with permissions already
 * unpacked, because nearly every Viewer field and guard reads them.
 */
export type ViewerModel = Principal & {
  email: string;
  /** True when the upstream permissions JSON was unreadable (treated as none). */
  permissionsMalformed: boolean;
};

const NO_WEBSITES: WebsiteLevels = new Map();

export function toViewerModel(user: UpstreamUser): ViewerModel {
  const unpacked = permissionsOf(user);
  // A viewer with unreadable permissions gets least privilege rather than a
  // failed `viewer` (which the web app would read as "signed out").
  const permissions: PermissionLevels = unpacked.permissions ?? noPermissions();
  return {
    id: user.id,
    email: user.email,
    role: roleFromUpstream(user.role),
    isDeveloper: user.isDeveloper,
    permissions,
    websites: unpacked.websites ?? NO_WEBSITES,
    help: unpacked.help ?? NO_WEBSITES,
    permissionsMalformed: !unpacked.permissions || !unpacked.websites || !unpacked.help,
  };
}

/**
 * What a viewer may do, as one text: two viewers with the same fingerprint are allowed the same
 * things. An open live stream compares it with the viewer it opened with (issue 39).
 */
export function viewerFingerprint(viewer: ViewerModel): string {
  const levels = (map: ReadonlyMap<string, string>) =>
    [...map].filter(([, level]) => level !== 'NONE').sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([viewer.id, viewer.role, viewer.isDeveloper, viewer.permissions, levels(viewer.websites), levels(viewer.help)]);
}
