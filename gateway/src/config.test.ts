import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working development defaults, with a warning for the session secret', () => {
    const warnings: string[] = [];
    const c = loadConfig({}, (m) => warnings.push(m));
    expect(c.port).toBe(4000);
    expect(c.upstreamApiUrl).toBe('http://127.0.0.1:4010');
    expect(c.maxUploadBytes).toBe(5 * 1024 * 1024);
    expect(c.upstreamTimeoutMs).toBe(5000);
    expect(c.corsOrigins).toEqual([]);
    expect(c.graphiql).toBe(true);
    expect(c.introspection).toBe(true);
    expect(c.limits).toEqual({ maxDepth: 12, maxAliases: 30, maxTokens: 2000 });
    expect(c.webDist).toMatch(/web[\\/]dist$/);
    expect(warnings).toHaveLength(1);
  });

  it('requires SESSION_SECRET in production and turns GraphiQL/introspection off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const c = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(c.graphiql).toBe(false);
    expect(c.introspection).toBe(false);
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), GRAPHIQL: 'true' }).graphiql).toBe(true);
  });

  it('rejects invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' }, () => {})).toThrow(/PORT/);
    expect(() => loadConfig({ UPSTREAM_API_URL: 'ftp://x' }, () => {})).toThrow(/UPSTREAM_API_URL/);
  });
});
