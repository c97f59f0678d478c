import { request } from 'undici';
import { useEmulatorStack } from '../test/emulator-stack';

// 'Export CSV' of the lists: the list's own query page after page, with the screen's
// filters, the viewer's permissions and the formula guard.

const stack = useEmulatorStack();
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

async function csv(path: string, headers = stack.auth) {
  const res = await request(`${stack.base}${path}`, { headers });
  const text = await res.body.text();
  return { status: res.statusCode, type: String(res.headers['content-type']), lines: text.trimEnd().split('\r\n'), text };
}

describe('list exports', () => {
  it('exports every matching user', async () => {
    const all = await csv('/exports/users.csv');
    expect(all.status).toBe(200);
    expect(all.type).toContain('text/csv');
    expect(all.lines[0]).toBe('Id,Email,Role,Developer');
    const total = (await stack.gql('{ users(pageSize: 1) { totalItems } }')).data.users.totalItems as number;
    expect(all.lines).toHaveLength(total + 1);
    const admins = await csv('/exports/users.csv?search=admin%40');
    expect(admins.lines).toEqual(['Id,Email,Role,Developer', '1,admin@example.com,Admin,no']);
  });

  it('filters websites as the screen does, and guards formula cells', async () => {
    const created = await stack.gql('mutation($i: CreateWebsiteInput!) { createWebsite(input: $i) { website { id } } }', {
      i: { name: '=HYPERLINK("x")', url: 'https://formula.example.com', betshopId: '1' },
    });
    expect(created.data.createWebsite.website.id).toBeTruthy();
    const lucky = await csv('/exports/websites.csv?search=lucky');
    expect(lucky.lines).toEqual(['Id,Name,Url,Betshop', '2,Lucky Play,https://luckyplay.example.com,Lucky Play Belgrade']);
    const formula = await csv('/exports/websites.csv?search=formula.example');
    expect(formula.lines[1]).toMatch(/^\d+,"'=HYPERLINK\(""x""\)",https:\/\/formula\.example\.com,/);
  });

  it('reads page after page of 100 until the last', async () => {
    const total = (await stack.gql('{ words(pageSize: 1) { totalItems } }')).data.words.totalItems as number;
    expect(total).toBeGreaterThan(100);
    expect((await csv('/exports/translations.csv')).lines).toHaveLength(total + 1);
  });

  it("exports one section's translation keys", async () => {
    const sections = (await stack.gql('{ sections(pageSize: 100) { items { id key } } }')).data.sections.items as {
      id: string;
      key: string;
    }[];
    const tooltips = sections.find((s) => s.key === 'tooltips')!;
    const words = await csv(`/exports/translations.csv?section=${tooltips.id}`);
    expect(words.lines.length).toBeGreaterThan(1);
    expect(words.lines.slice(1).every((line) => /^\d+,tooltips\./.test(line))).toBe(true);
  });

  it("refuses what the viewer may not read, with the list's own answer", async () => {
    const manager = await stack.signIn(MANAGER);
    expect((await csv('/exports/users.csv', manager)).status).toBe(403);
    const websites = await csv('/exports/websites.csv', manager);
    expect(websites.lines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '2']);
    expect((await csv('/exports/users.csv', {})).status).toBe(401);
  });
});
