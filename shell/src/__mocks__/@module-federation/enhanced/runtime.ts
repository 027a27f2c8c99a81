// jsdom cannot fetch a remote's manifest, so every shell test gets this stand-in for the
// federation runtime; a test that mounts a remote says what `loadRemote` resolves to.
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();
