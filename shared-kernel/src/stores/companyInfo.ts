import type { CompanyInfo } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { createLoader } from 'shared-kernel/stores/loader';
import { createStore, useStore } from 'shared-kernel/stores/store';

export const companyInfoStore = createStore<CompanyInfo | null>(null);

export const useCompanyInfo = (): CompanyInfo | null => useStore(companyInfoStore);

export const loadCompanyInfo = createLoader(companyInfoStore, async () => {
  const { companyinfo } = await http.call(ENDPOINTS.companyInfo);
  return companyinfo;
});
