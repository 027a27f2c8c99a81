// The DOM matchers (toBeInTheDocument, toHaveValue, ...) that jest.setup.cjs installs.
/// <reference types="@testing-library/jest-dom" />
