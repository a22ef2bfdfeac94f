import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page's lazy chunk and its mocked answers can take over the default 1 s on a busy machine (the
// unit tests run beside the API tests in CI): findBy*/waitFor wait up to 3 s.
configure({ asyncUtilTimeout: 3000 });
