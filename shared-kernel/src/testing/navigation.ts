import * as singleSpa from 'single-spa';

/**
 * Test helper: records the navigations of the kernel's `navigate()` (and of AppLink clicks) instead
 * of making them; every test starts with an empty record. Returns the spy, called with the target
 * address, e.g. `expect(navigation).toHaveBeenCalledWith('/members')`.
 */
export function useNavigationSpy() {
  // navigate() hands every address to single-spa, which is replaced here, not the kernel module.
  const spy = jest.spyOn(singleSpa, 'navigateToUrl').mockImplementation(() => undefined);
  beforeEach(() => spy.mockClear());
  afterAll(() => spy.mockRestore());
  return spy;
}
