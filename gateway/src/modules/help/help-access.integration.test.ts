import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { CATEGORIES, CREATE_CATEGORY, CREATE_DOMAIN, DOMAINS, HISTORY, MANAGER, domainInput } from './fixtures';

// Who sees what of the help centre: per-website help rights on the domains, their writes and
// their images, and nothing without HELP.HELP.

const stack = useEmulatorStack();
const { gql } = stack;

describe('help centre access', () => {
  it('lets a manager with help read on website 1 see that domain only, and change nothing', async () => {
    const manager = await stack.signIn(MANAGER);
    const domains = (await gql(DOMAINS, {}, manager)).data.helpDomains;
    expect(domains.map((d: { websiteId: string; viewerCanWrite: boolean }) => [d.websiteId, d.viewerCanWrite])).toEqual([['1', false]]);
    expect((await gql(CATEGORIES, { d: '2' }, manager)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const count = (await gql(HISTORY, { d: '1' })).data.helpHistory.items.length;
    const refused = await gql(CREATE_CATEGORY, { d: '1', input: { label: 'X', isActive: true, texts: [] } }, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const domainWrite = await gql(CREATE_DOMAIN, { input: domainInput('5') }, manager);
    expect(domainWrite.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(HISTORY, { d: '1' })).data.helpHistory.items.length).toBe(count);
  });

  it("serves a help image only to readers of its own website's help", async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    expect((await gql(CREATE_DOMAIN, { input: domainInput('3', { logoSvg: logo }) })).data.createHelpDomain.userErrors).toEqual([]);
    const logos = new Map<string, string | null>(
      (await gql(DOMAINS)).data.helpDomains.map((d: { websiteId: string; logoUrl: string | null }) => [d.websiteId, d.logoUrl]),
    );
    const own = logos.get('1');
    const other = [...logos].find(([websiteId, url]) => websiteId !== '1' && url)?.[1];
    expect(own).toBeTruthy();
    expect(other).toBeTruthy();
    const manager = await stack.signIn(MANAGER);
    const get = async (url: string, headers: Record<string, string>) => {
      const res = await request(`${stack.base}${url}`, { headers });
      await res.body.dump();
      return res.statusCode;
    };
    expect(await get(own!, manager)).toBe(200);
    expect(await get(other!, manager)).toBe(403);
    expect(await get(other!, stack.auth)).toBe(200);
    expect(await get('/upstream-images/help-images/no-such-logo.svg', stack.auth)).toBe(404);
  });

  it('gives a manager without HELP.HELP nothing', async () => {
    const outsider = await stack.signIn(MANAGER, {
      onlinePermissions: JSON.stringify({ permissions: {}, onlineWebsitePermissions: {}, onlineHelpPermissions: { '1': 'write' } }),
    });
    expect((await gql(DOMAINS, {}, outsider)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
