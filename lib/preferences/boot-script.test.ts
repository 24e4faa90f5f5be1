/** @jest-environment jsdom */
import { bootScript } from './boot-script';

type BootWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

function mockMedia(matching: string[]) {
  window.matchMedia = ((query: string) => ({ matches: matching.includes(query) })) as never;
}

function boot() {
  // The script is static text that runs in <head>; run it the same way here.
  new Function(bootScript)();
  const html = document.documentElement;
  return {
    classes: [...html.classList].sort(),
    scale: html.style.getPropertyValue('--font-scale'),
    dataLayer: ((window as BootWindow).dataLayer ?? []).map((args) => Array.from(args)),
  };
}

const DAY = 24 * 60 * 60 * 1000;
const consent = (ageDays: number, analytics = true) =>
  JSON.stringify({
    preferences: { essential: true, analytics, functional: false, marketing: false },
    timestamp: new Date(Date.now() - ageDays * DAY).toISOString(),
    version: '2.0',
    consentMethod: 'banner',
  });

describe('boot script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
    document.cookie = 'sidebar:state=; max-age=0; path=/';
    delete (window as BootWindow).dataLayer;
    delete (window as BootWindow).gtag;
    mockMedia([]);
  });

  it('is a static string (a hash-based CSP can allow it)', () => {
    expect(typeof bootScript).toBe('string');
    expect(bootScript.length).toBeLessThan(2500);
  });

  it('applies nothing with no stored choice and a default operating system', () => {
    expect(boot()).toMatchObject({ classes: [], scale: '' });
  });

  it('honours the operating system for reduced motion and contrast when nothing is stored', () => {
    mockMedia(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)']);
    expect(boot().classes).toEqual(['high-contrast', 'reduced-motion']);
  });

  it('prefers a stored choice over the operating system', () => {
    mockMedia(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)']);
    localStorage.setItem(
      'yno-settings',
      JSON.stringify({ reducedMotion: false, highContrast: false }),
    );
    expect(boot().classes).toEqual([]);
  });

  it('applies every stored effect and the font scale', () => {
    localStorage.setItem(
      'yno-settings',
      JSON.stringify({
        reducedMotion: true,
        highContrast: true,
        dyslexiaFriendly: true,
        compactMode: true,
        showAnimations: false,
        fontSize: 'large',
      }),
    );
    expect(boot()).toMatchObject({
      classes: [
        'animations-off',
        'compact',
        'dyslexia-friendly',
        'high-contrast',
        'reduced-motion',
      ],
      scale: '1.125',
    });
  });

  it('scales small text by 0.875', () => {
    localStorage.setItem('yno-settings', JSON.stringify({ fontSize: 'small' }));
    expect(boot().scale).toBe('0.875');
  });

  it.each(['{corrupt', 'null', '"text"', '[true]', '{"fontSize":"__proto__","compactMode":"yes"}'])(
    'survives a corrupt settings entry: %s',
    (raw) => {
      localStorage.setItem('yno-settings', raw);
      expect(boot()).toMatchObject({ classes: [], scale: '' });
    },
  );

  it('applies the collapsed sidebar from its cookie', () => {
    document.cookie = 'sidebar:state=false; path=/';
    expect(boot().classes).toEqual(['sidebar-collapsed']);
  });

  it('sets Consent Mode defaults to denied before anything else', () => {
    const { dataLayer } = boot();
    expect(dataLayer).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ],
    ]);
  });

  it('updates Consent Mode from a valid stored choice', () => {
    localStorage.setItem('yno-cookie-consent', consent(10));
    const { dataLayer } = boot();
    expect(dataLayer[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
  });

  it.each([
    ['an expired record', consent(366)],
    ['a corrupt record', '{nope'],
    ['a record of an older version', consent(10).replace('"2.0"', '"1.0"')],
  ])('keeps the defaults for %s', (_, raw) => {
    localStorage.setItem('yno-cookie-consent', raw);
    expect(boot().dataLayer).toHaveLength(1);
  });

  it('keeps an existing gtag', () => {
    const gtag = jest.fn();
    (window as BootWindow).gtag = gtag;
    boot();
    expect(gtag).toHaveBeenCalledWith('consent', 'default', expect.any(Object));
  });
});
