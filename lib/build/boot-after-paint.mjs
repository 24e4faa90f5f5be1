// Plain JavaScript so that the post-build script (scripts/boot-after-paint.mjs), the bench and
// the TypeScript tests share this one implementation.

/** Marks the loader, so tests and the bench can find the scripts it will add. */
export const BOOT_LOADER_ATTRIBUTE = 'data-boot-after-paint';

const ASYNC_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="[^"]*")? async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const LOADER = new RegExp(`<script ${BOOT_LOADER_ATTRIBUTE}="">[\\s\\S]*?</script>`);

/**
 * The loader: once the browser reports the first contentful paint, it adds the framework's
 * scripts. The page's text is then on screen before any JavaScript is fetched or run, on every
 * device and connection. A tab that never paints (opened in the background) boots after 1.5 s;
 * a browser without paint timing boots at once.
 * @param {string[]} sources
 */
function loader(sources) {
  const body =
    `(function(){var d=document,s=${JSON.stringify(sources)},b=0;` +
    'function g(){if(b)return;b=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}' +
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g)}});o.observe({type:"paint",buffered:true})}catch(x){g()}' +
    'setTimeout(g,1500)})()';
  return `<script ${BOOT_LOADER_ATTRIBUTE}="">${body}</script>`;
}

/**
 * Rewrites a prerendered page so that the framework boots after the first paint: Next's async
 * script tags (and the low-priority preloads of the same files) give way to one inline loader
 * at the end of the body. Pages rendered per request keep Next's tags; they are never rewritten.
 * Rewriting a page twice changes nothing.
 * @param {string} html
 * @returns {string}
 */
export function bootAfterPaint(html) {
  if (LOADER.test(html)) return html;
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]))];
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const deferred = new Set(sources);
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href) => (deferred.has(href) ? '' : tag))
    .replace('</body>', `${loader(sources)}</body>`);
}

/**
 * Every script a modern browser loads for the page on its own: Next's tags (noModule polyfills
 * aside) and the scripts the loader adds.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const tags = [...html.matchAll(/<script([^>]*)src="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1] + m[3]))
    .map((m) => m[2]);
  const listed = LOADER.exec(html)?.[0].match(/s=(\[[^\]]*\])/)?.[1];
  return [...new Set([...tags, ...(listed ? JSON.parse(listed) : [])])];
}
