import { getTracking, TRACKING_KEYS, TRACKING_STORAGE_KEY } from 'shared-kernel/stores/tracking';
import { captureTrackingData, hasTrackingData, TRACKING_DATA_PARAMS } from './captureTracking';

beforeEach(() => localStorage.clear());

test('the shell knows the same traffic-source keys as the kernel store', () => {
  expect([...TRACKING_DATA_PARAMS]).toEqual([...TRACKING_KEYS]);
});

test.each([
  ['?network=partner1', true],
  ['?cpc=1&sub2=x', true],
  ['?ref=abc', true],
  ['?sub3=', true],
  ['', false],
  ['?cpc=abc&gclid=x&lb=1', false],
  ['?networks=1', false],
])('%s has tracking data: %s', (search, expected) => {
  expect(hasTrackingData(search)).toBe(expected);
});

test('stores network, ref and sub values through the kernel store', async () => {
  await captureTrackingData('?network=partner1&sub1=campagne&cpc=9');
  expect(getTracking()).toEqual({ network: 'partner1', sub1: 'campagne' });
});

test('a visit without tracking data does not load the store', () => {
  const load = jest.fn();
  expect(captureTrackingData('?cpc=1&lb=1', load)).toBeNull();
  expect(load).not.toHaveBeenCalled();
  expect(localStorage.getItem(TRACKING_STORAGE_KEY)).toBeNull();
});

test('a store that cannot be loaded is reported, not thrown', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await captureTrackingData('?network=x', () => Promise.reject(new Error('chunk')));
  expect(error).toHaveBeenCalledWith('[shell] tracking data could not be stored', expect.any(Error));
  error.mockRestore();
});
