import { ConfigError, loadConfig } from '../config';
import { type UpstreamService, Upstreams } from './upstreams';

const jackpot: UpstreamService = { name: 'jackpot service', env: 'JACKPOT_URL', auth: 'session' };
const territory: UpstreamService = {
  name: 'territory hierarchy source',
  env: 'TERRITORY_URL',
  defaultUrl: (api) => `${api}/api/territory-hierarchy/v1`,
  auth: 'none',
};
const config = (env: Record<string, string>) => loadConfig({ UPSTREAM_API_URL: 'http://api.test:4010/', ...env }, () => {});

describe('Upstreams: the clients of the services modules declare', () => {
  it('calls each service at its variable, else at its default beside the operator API, else at the API', async () => {
    const upstreams = new Upstreams(config({ JACKPOT_URL: 'http://jackpot.test/' }), [jackpot, territory]);
    expect(upstreams.urls()).toEqual({
      JACKPOT_URL: 'http://jackpot.test',
      TERRITORY_URL: 'http://api.test:4010/api/territory-hierarchy/v1',
    });
    expect(new Upstreams(config({}), [jackpot]).urls()).toEqual({ JACKPOT_URL: 'http://api.test:4010' });
    await upstreams.close();
  });

  it('refuses to start on a declared service whose URL is not http(s), naming the variable', () => {
    expect(() => new Upstreams(config({ TERRITORY_URL: 'ftp://x' }), [jackpot, territory])).toThrow(
      new ConfigError('Invalid gateway configuration:\n  TERRITORY_URL: Invalid URL'),
    );
  });

  it('a service no module declared is a programming error, not a call to the operator API', () => {
    expect(() => new Upstreams(config({}), [territory]).client(jackpot)).toThrow(/jackpot service is not declared/);
  });
});
