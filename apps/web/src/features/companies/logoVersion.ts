/**
 * The logo address never changes when a logo is replaced (/api/v1/company/logo/{id}) and browsers keep
 * logos for a day, so after this browser uploads or removes one the address gets a version suffix.
 */
const STORAGE_KEY = 'hireloop:logo-versions';

function readVersions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Marks a company's logo as changed now. */
export function bumpLogoVersion(companyId: string): void {
  try {
    const versions = readVersions();
    versions[companyId] = Date.now();
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(versions));
  } catch {
    // Storage unavailable: the old image may show until the browser refreshes it.
  }
}

/** The logo address with the version suffix when this browser changed it. */
export function versionedLogoUrl(companyId: string, logoUrl: string | null | undefined): string | null {
  if (!logoUrl) return null;
  const version = readVersions()[companyId];
  return version ? `${logoUrl}${logoUrl.includes('?') ? '&' : '?'}v=${version}` : logoUrl;
}
