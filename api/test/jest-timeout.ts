// API tests: 30 s per test and hook (see jest.config.js).
jest.setTimeout(30_000);
