import { parseProfileId } from './profileId';

it.each([
  ['42', 42],
  ['2147483647', 2147483647],
  ['0', null],
  ['042', null],
  ['-1', null],
  ['4.2', null],
  ['abc', null],
  ['2147483648', null],
  [undefined, null],
])('parseProfileId(%s) = %s', (raw, id) => {
  expect(parseProfileId(raw)).toBe(id);
});
