// Upstream users as the operator API returns them (emulator/README.md).

export const ADMIN = {
  id: 1,
  email: 'admin@example.com',
  role: 1,
  isDeveloper: false,
  permissions: null,
  onlinePermissions: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const MANAGER = {
  id: 2,
  email: 'manager@example.com',
  role: 2,
  isDeveloper: false,
  permissions: null,
  onlinePermissions: JSON.stringify({
    permissions: {
      'TRANSLATIONS.TRANSLATIONS': 'read',
      'WEB_SITES.WEBSITES_CONFIGURATION': 'read',
      'WEB_SITES.SEO_RULES': 'read',
    },
    onlineWebsitePermissions: { '1': 'read', '2': 'write' },
    onlineHelpPermissions: { '1': 'read' },
  }),
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const DEVELOPER = {
  id: 3,
  email: 'developer@example.com',
  role: 2,
  isDeveloper: true,
  permissions: null,
  onlinePermissions: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const OTHER_ADMIN = { ...ADMIN, id: 4, email: 'admin2@example.com' };
export const STAFF_MANAGER = { ...MANAGER, id: 5, email: 'staff05@example.com', onlinePermissions: null };

export function website(id: number) {
  return {
    id,
    name: `Site ${id}`,
    url: `https://site${id}.example.com`,
    betshopId: 10 + id,
    role: 2,
    betshop: {
      id: 10 + id,
      name: `Betshop ${id}`,
      marketId: 100,
      market: { id: 100, name: 'Main market', defaultLanguage: 'en', additionalLanguages: ['de', 'fr'] },
    },
  };
}

export const WEBSITES = [1, 2, 3, 4, 5].map(website);

export function page<T>(items: T[], totalItems: number, pageCount: number) {
  return { items, itemCount: items.length, totalItems, pageCount };
}
