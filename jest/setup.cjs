require('@testing-library/jest-dom');

// Two cores shared by several test workers: a first request or lazy page can take more than
// Testing Library's default second to show up. Only a wait that would fail waits longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
