import { isSidebarShortcut, sidebarCookie } from './sidebar-state';

const key = (overrides: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('sidebar state', () => {
  it('stores the state in sidebar:state for 7 days', () => {
    expect(sidebarCookie(false)).toBe(
      'sidebar:state=false; path=/; max-age=604800; samesite=lax; secure',
    );
    expect(sidebarCookie(true)).toContain('sidebar:state=true');
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false);
  });
});
