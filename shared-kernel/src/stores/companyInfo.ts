import { api, type CompanyInfo } from '../contract';
import { http } from '../http';
import { createLoader } from './loader';
import { createStore, useStore } from './store';

export const companyInfoStore = createStore<CompanyInfo | null>(null);

export const useCompanyInfo = (): CompanyInfo | null => useStore(companyInfoStore);

export const loadCompanyInfo = createLoader(companyInfoStore, async () => {
  const { companyinfo } = await http.call(api.companyInfo);
  return companyinfo;
});
