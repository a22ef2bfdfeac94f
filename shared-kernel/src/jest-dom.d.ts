// jest-dom matchers (toBeInTheDocument, ...) for the type-check; jest.setup.ts registers them at run time.
/// <reference types="@testing-library/jest-dom" />
