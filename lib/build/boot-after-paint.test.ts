import { BOOT_LOADER_ATTRIBUTE, bootAfterPaint, firstLoadScripts } from './boot-after-paint.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/other/keep.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="light"</script>',
  '</head><body><main>Hello</main>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/late.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

/** Runs the page's loader with a fake document and paint timing; returns what it appended. */
function runLoader(html: string, { paints }: { paints: boolean }) {
  const body = new RegExp(`<script ${BOOT_LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  if (!body) throw new Error('no loader');
  const appended: { src: string; async: boolean }[] = [];
  const timers: (() => void)[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  const setTimeout = (callback: () => void) => timers.push(callback);
  new Function('document', 'PerformanceObserver', 'setTimeout', body)(
    document,
    PerformanceObserver,
    setTimeout,
  );
  return {
    appended,
    paint: () =>
      observer?.({
        getEntriesByName: (name) => (paints && name === 'first-contentful-paint' ? [{}] : []),
      }),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
  };
}

describe('bootAfterPaint', () => {
  const booted = bootAfterPaint(page);

  it('removes the framework script tags and their preloads, and adds one loader at the end', () => {
    expect(booted).not.toContain('<script src="/_next/static/chunks/react.js" async="">');
    expect(booted).not.toContain('src="/_next/static/chunks/late.js"');
    expect(booted).not.toContain('href="/_next/static/chunks/late.js"');
    expect(booted).toContain('href="/other/keep.js"');
    expect(booted).toContain('noModule=""');
    expect(booted).toContain('<script>document.documentElement.dataset.theme="light"</script>');
    expect(booted).toMatch(
      new RegExp(`<script ${BOOT_LOADER_ATTRIBUTE}="">[\\s\\S]*?</script></body>`),
    );
  });

  it('adds nothing before the first contentful paint, then every framework script once', () => {
    const loader = runLoader(booted, { paints: true });
    expect(loader.appended).toEqual([]);
    loader.paint();
    expect(loader.appended).toEqual([]);
    loader.runTimers();
    expect(loader.appended.map((script) => script.src)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(loader.appended.every((script) => script.async)).toBe(true);
  });

  it('still boots a page that never paints, from its fallback timer', () => {
    const loader = runLoader(booted, { paints: false });
    loader.paint();
    loader.runTimers();
    expect(loader.appended).toHaveLength(3);
  });

  it('leaves a rewritten page, and a page without framework scripts, unchanged', () => {
    expect(bootAfterPaint(booted)).toBe(booted);
    const plain = '<html><body><p>Static</p></body></html>';
    expect(bootAfterPaint(plain)).toBe(plain);
  });
});

describe('firstLoadScripts', () => {
  it('lists the same scripts before and after the rewrite, without noModule polyfills', () => {
    const expected = [
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/late.js',
    ];
    expect(firstLoadScripts(page)).toEqual(expected);
    expect(firstLoadScripts(bootAfterPaint(page))).toEqual(expected);
  });
});
