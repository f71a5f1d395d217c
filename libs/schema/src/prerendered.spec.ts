import {
  forThemeMode,
  pathVariables,
  prerenderedPage,
  themeModeCookie,
  themeModeOfCookie,
} from './prerendered';

describe('prerenderedPage', () => {
  it('sends the prerendered home, job list and job page for their paths', () => {
    expect(prerenderedPage('/', '/')).toBe('home');
    expect(prerenderedPage('/jobs', '/jobs')).toBe('jobs');
    expect(prerenderedPage('/jobs/', '/jobs/')).toBe('jobs');
    expect(prerenderedPage('/job/5f0c', '/job/5f0c')).toBe('job');
  });

  it('sends the company directory with or without a search, and company pages', () => {
    expect(prerenderedPage('/companies', '/companies')).toBe('companies');
    expect(prerenderedPage('/companies', '/companies?search=pune&page=2')).toBe('companies');
    expect(prerenderedPage('/companies/technova-solutions')).toBe('company');
    expect(prerenderedPage('/companies/a/b')).toBeNull();
  });

  it('sends index.html for a search (its box and results differ) and every other path', () => {
    expect(prerenderedPage('/jobs', '/jobs?q=React')).toBeNull();
    for (const path of ['/login', '/jobs/technology', '/job/preference/survey', '/search', '/bookmark']) {
      expect(prerenderedPage(path, path)).toBeNull();
    }
  });
});

describe('pathVariables', () => {
  it("takes the query's variables from the path of / and /job/{id}", () => {
    expect(pathVariables('/')).toEqual({});
    expect(pathVariables('/job/5f0c')).toEqual({ id: '5f0c' });
    expect(pathVariables('/job/5f0c/')).toEqual({ id: '5f0c' });
  });

  it("takes a company's slug from the path", () => {
    expect(pathVariables('/companies/technova-solutions')).toEqual({ id: 'technova-solutions' });
    expect(pathVariables('/companies/%E0%A4%A')).toBeNull();
  });

  it('has none for /jobs (the default search), other paths and a malformed id', () => {
    for (const path of ['/jobs', '/companies', '/login', '/job/%E0%A4%A'])
      expect(pathVariables(path)).toBeNull();
  });
});

describe('the colour mode a page is sent for', () => {
  const page =
    '<head><style data-prerender>body{}</style><style data-prerender-mode="light" data-prerender-globals="a">:root,.light{--c:#fff}</style>' +
    '<style data-prerender-mode="dark" data-prerender-globals="b">.dark{--c:#000}</style></head>';

  it('reads the mode the app stored in its cookie', () => {
    expect(themeModeOfCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeModeOfCookie('theme=light')).toBe('light');
    expect(themeModeOfCookie(themeModeCookie('dark').split(';')[0])).toBe('dark');
    for (const header of [undefined, '', 'theme=purple', 'xtheme=dark', 'theme-old=dark']) {
      expect(themeModeOfCookie(header)).toBeNull();
    }
  });

  it("leaves out the other mode's variables when the mode is known, and keeps both when not", () => {
    expect(forThemeMode(page, 'dark')).not.toContain('.light{');
    expect(forThemeMode(page, 'dark')).toContain('.dark{--c:#000}');
    expect(forThemeMode(page, 'light')).not.toContain('.dark{');
    expect(forThemeMode(page, 'light')).toContain(':root,.light{--c:#fff}');
    expect(forThemeMode(page, null)).toBe(page);
  });
});
