import { cleanSvg } from './svg';

// The help logos and category icons as stored: still drawable, and still inert.

/** Each element's name, depth-first, as an XML parser nests them (a self-closed parent loses its children). */
function outline(svg: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosed] = match;
    if (closing) depth--;
    else {
      names.push(`${'  '.repeat(depth)}${name}`);
      if (!selfClosed) depth++;
    }
  }
  return names;
}

describe('cleanSvg', () => {
  it('keeps the structure of an uploaded logo: children stay inside their parent', () => {
    const probe =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a5"/><g><text x="10" y="25" font-size="16">Probe</text></g></svg>';
    const clean = cleanSvg(probe, 'logoSvg');
    expect(outline(clean)).toEqual(['svg', '  rect', '  g', '    text']);
    expect(clean).toContain('>Probe</text>');
    expect(clean.endsWith('</svg>')).toBe(true);
  });

  it('still drops scripts, handlers, foreignObject, style, javascript: and external url()', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><style>*{}</style><foreignObject><div>x</div></foreignObject>' +
      '<a href="javascript:alert(2)"><rect onclick="x()" fill="url(https://evil.example/p)"/></a><use href="#ok"/></svg>';
    const clean = cleanSvg(hostile, 'logoSvg');
    expect(clean).not.toMatch(/script|style|foreignObject|javascript|onclick|evil|<div/i);
    expect(clean).toContain('<use href="#ok"></use>');
  });
});
