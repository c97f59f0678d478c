import { routePreloadsOf, type BuiltChunk } from './route-preloads';

const chunk = (file: string, modules: string[], imports: string[] = [], css: string[] = []): BuiltChunk => ({
  file,
  modules,
  imports,
  css,
  isEntry: false,
});

// The shape of a real build: the entry (with the router and the sign-in screen), the shared
// `screens` chunk holding the shell, the /home routes' chunk, and the setup screens, where the
// settings screen imports the sections screen, so Rolldown gives the sections screen a chunk of
// which it is not the face.
const chunks: BuiltChunk[] = [
  { ...chunk('assets/main-1.js', ['index.html', 'src/main.tsx'], ['assets/start-1.js']), isEntry: true },
  chunk('assets/start-1.js', ['src/features/auth/login-screen.tsx'], [], ['assets/start-1.css']),
  chunk(
    'assets/screens-1.js',
    ['src/app/shell/shell-route.tsx', 'src/shared/lists/crud-table.tsx'],
    ['assets/start-1.js'],
    ['assets/screens-1.css'],
  ),
  chunk('assets/home-routes-1.js', ['src/app/home-routes.ts'], ['assets/screens-1.js']),
  chunk('assets/setup-screen-1.js', ['src/features/configuration-setup/setup-screen.tsx'], ['assets/screens-1.js']),
  chunk('assets/sections-screen-1.js', ['src/features/configuration-setup/sections-screen.tsx'], ['assets/setup-screen-1.js']),
  chunk(
    'assets/settings-screen-1.js',
    ['src/features/configuration-setup/settings-screen.tsx'],
    ['assets/setup-screen-1.js', 'assets/sections-screen-1.js'],
    ['assets/settings-screen-1.css'],
  ),
];

describe("the chunks each route's page names in its HTML", () => {
  it('names a screen found in a chunk it shares, with what that chunk imports, deepest first', () => {
    const [sections] = routePreloadsOf(chunks, [
      { path: '/home/configurations-settings/sections', modules: ['src/features/configuration-setup/sections-screen.tsx'] },
    ]);
    expect(sections).toEqual({
      path: '/home/configurations-settings/sections',
      files: [
        '/assets/screens-1.css',
        '/assets/screens-1.js',
        '/assets/home-routes-1.js',
        '/assets/setup-screen-1.js',
        '/assets/sections-screen-1.js',
      ],
    });
  });

  it("puts a chunk's stylesheets before it, and leaves out what index.html already loads", () => {
    const [settings, login] = routePreloadsOf(chunks, [
      { path: '/home/configurations-settings/settings', modules: ['src/features/configuration-setup/settings-screen.tsx'] },
      { path: '/login', modules: ['src/features/auth/login-screen.tsx'] },
    ]);
    expect(settings!.files.slice(-2)).toEqual(['/assets/settings-screen-1.css', '/assets/settings-screen-1.js']);
    expect(settings!.files).not.toContain('/assets/start-1.js');
    expect(settings!.files).not.toContain('/assets/start-1.css');
    // Outside /home neither the shell nor the routes' chunk comes along.
    expect(login).toEqual({ path: '/login', files: [] });
  });

  it('fails the build when a route loads a module no chunk holds, rather than naming none of its code', () => {
    expect(() => routePreloadsOf(chunks, [{ path: '/home/gone', modules: ['src/features/gone/gone-screen.tsx'] }])).toThrow(
      'route-preloads: no chunk holds src/features/gone/gone-screen.tsx',
    );
  });
});
