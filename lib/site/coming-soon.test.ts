import { comingSoonNext } from './coming-soon';
import { getPage, pages, type PageId } from './pages';

describe('Coming Soon placeholders', () => {
  it('point every placeholder somewhere', () => {
    const placeholders = pages.filter((page) => page.kind === 'comingSoon').map((p) => p.id);
    expect(Object.keys(comingSoonNext).sort()).toEqual([...placeholders].sort());
    for (const targets of Object.values(comingSoonNext)) expect(targets.length).toBeGreaterThan(0);
  });

  it('never send a visitor to another placeholder', () => {
    for (const targets of Object.values(comingSoonNext)) {
      for (const target of targets) {
        if (target === 'app' || target === 'requestInvitation') continue;
        expect(getPage(target as PageId).kind).not.toBe('comingSoon');
      }
    }
  });

  it('send would-be customers to the sign-in or invitation they came for', () => {
    expect(comingSoonNext.login[0]).toBe('app');
    expect(comingSoonNext.signup[0]).toBe('requestInvitation');
  });
});
