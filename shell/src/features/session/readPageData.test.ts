import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { landerCampaignKey, pageDataValue } from 'shared-kernel/stores/pageData';
import { settingsStore } from 'shared-kernel/stores/settings';
import { readPageData } from './readPageData';

const pageWith = (json: string): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'hartklop-page-data';
  script.textContent = json;
  doc.head.appendChild(script);
  return doc;
};

afterEach(() => {
  settingsStore.set(null);
  companyInfoStore.set(null);
});

test('puts a server-rendered page’s settings, company and values into the kernel’s stores', () => {
  const settings = { name: 'Hartklop', locales: ['nl'], domain_language: 'nl-NL' };
  const company = { name: 'Hartklop Media B.V.' };
  const campaign = { variant: 'gallery', headline: 'Zomer' };
  const data = { settings, companyinfo: company, values: { [landerCampaignKey('gallery', 'zomer')]: campaign } };
  expect(readPageData(pageWith(JSON.stringify(data)))).toBe(true);
  expect(settingsStore.get()).toEqual(settings);
  expect(companyInfoStore.get()).toEqual(company);
  expect(pageDataValue(landerCampaignKey('gallery', 'zomer'))).toEqual(campaign);
  expect(pageDataValue(landerCampaignKey('gallery', undefined))).toBeUndefined();
});

test('a client-rendered page, or data that is not page data, seeds nothing', () => {
  expect(readPageData(document.implementation.createHTMLDocument('t'))).toBe(false);
  expect(readPageData(pageWith('{"settings":'))).toBe(false);
  expect(readPageData(pageWith('{"values":{}}'))).toBe(false);
  expect(settingsStore.get()).toBeNull();
});
