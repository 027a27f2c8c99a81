import { remoteNamed } from '@trellis/contracts/constants';

/** Every path the shell mounts mf-admin at (the remotes registry); the dev host mounts the same. */
export const ADMIN_MOUNTS: string[] = [...remoteNamed('mf_admin').mounts];
