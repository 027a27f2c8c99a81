/** What the shell hands every remote's exposed `./App`. Everything else comes from the platform stores. */
export interface RemoteAppProps {
  /** The path the remote is mounted at, e.g. "/customers"; remotes route relative to it. */
  basePath: string;
}
