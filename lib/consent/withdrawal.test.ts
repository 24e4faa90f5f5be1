import { cookieDeletions } from './withdrawal';

describe('cookie deletion', () => {
  it('expires a cookie on the host and on every parent domain', () => {
    const deletions = cookieDeletions('_ga', 'www.yno.example');
    expect(deletions).toHaveLength(3);
    expect(deletions[0]).toBe('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/');
    expect(deletions[1]).toContain('domain=.www.yno.example');
    expect(deletions[2]).toContain('domain=.yno.example');
  });

  it('uses the host only for localhost and IP addresses', () => {
    expect(cookieDeletions('_ga', 'localhost')).toHaveLength(1);
    expect(cookieDeletions('_ga', '127.0.0.1')).toHaveLength(1);
  });
});
