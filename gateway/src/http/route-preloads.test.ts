import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routePreloads } from './route-preloads';

// The SPA fallback names the requested route's chunks in the HTML (issue 30), so a cold load
// fetches them beside main.js instead of after it has run.

const HTML = '<html><head><script type="module" src="/assets/main-1.js"></script>\n  </head><body></body></html>';

function webDist(preloads?: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), HTML);
  if (preloads) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

describe('route preloads', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const built = (preloads?: unknown) => {
    const dir = webDist(preloads);
    dirs.push(dir);
    return routePreloads(dir);
  };

  it("names the matching route's chunks, parameters and a trailing slash included", () => {
    const preloads = built([
      { path: '/home/websites', files: ['/assets/websites-1.js'] },
      { path: '/home/websites/:id', files: ['/assets/shell-1.js', '/assets/website-edit-1.js'] },
    ]);
    const html = preloads.htmlFor('/home/websites/3/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/website-edit-1.js">');
    expect(html).not.toContain('websites-1.js');
    expect(html.indexOf('website-edit-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(preloads.htmlFor('/home/websites')).toContain('/assets/websites-1.js');
  });

  it("names the route's stylesheets as Vite would add them, so the screen's CSS loads beside main.js", () => {
    const html = built([{ path: '/home/websites', files: ['/assets/screens-1.css', '/assets/screens-1.js'] }]).htmlFor('/home/websites');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/screens-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/screens-1.js">');
    expect(html.indexOf('screens-1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the page as built for a path no route names, and without a list', () => {
    expect(built([{ path: '/login', files: ['/assets/login-1.js'] }]).htmlFor('/home/nowhere')).toBe(HTML);
    expect(built().htmlFor('/login')).toBe(HTML);
  });

  it('puts only files of the assets folder into the page', () => {
    const html = built([
      { path: '/login', files: ['/assets/login-1.js', '"><script>alert(1)</script>', 'https://cdn.example.com/x.js', '/x.css'] },
    ]).htmlFor('/login');
    expect(html).toContain('/assets/login-1.js');
    expect(html).not.toContain('alert');
    expect(html).not.toContain('cdn.example.com');
    expect(html).not.toContain('"/x.css"');
  });
});
