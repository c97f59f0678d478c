export const COMPANIES_PATH = '/home/companies';

export function marketsPath(companyId: string): string {
  return `/home/company/${encodeURIComponent(companyId)}/markets`;
}

export function betshopsPath(companyId: string, marketId: string): string {
  return `${marketsPath(companyId)}/${encodeURIComponent(marketId)}/betshops`;
}
