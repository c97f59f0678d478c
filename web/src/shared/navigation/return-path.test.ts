import { activatePath, loginPath, returnPathFrom } from './return-path';

describe('return path', () => {
  it('remembers a screen of the app and reads it back', () => {
    const path = loginPath('/home/all-users?page=2&q=ann');
    expect(path).toBe('/login?next=%2Fhome%2Fall-users%3Fpage%3D2%26q%3Dann');
    expect(returnPathFrom(new URL(path, 'http://x').searchParams)).toBe('/home/all-users?page=2&q=ann');
  });

  it('never leads off the app', () => {
    for (const next of ['https://evil.example', '//evil.example/home', '/homeevil', '/home\\..\\x', '/login']) {
      expect(loginPath(next)).toBe('/login');
      expect(returnPathFrom(new URLSearchParams({ next }))).toBeNull();
    }
  });

  it('carries the screen through activation', () => {
    expect(activatePath('a@b.c', '/home/websites/1')).toBe('/activate?email=a%40b.c&next=%2Fhome%2Fwebsites%2F1');
    expect(activatePath('a@b.c', null)).toBe('/activate?email=a%40b.c');
  });
});
