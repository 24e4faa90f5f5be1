import { SIDEBAR_COLLAPSED_CLASS, SIDEBAR_COOKIE } from '@/lib/site/sidebar-state';

/**
 * Runs in <head> before first paint, so the page never flashes a wrong layout. It must stay
 * tiny, self-contained and unable to throw.
 */
export const bootScript = `(function(){try{var d=document.documentElement;if(/(?:^|; )${SIDEBAR_COOKIE}=false(?:;|$)/.test(document.cookie))d.classList.add('${SIDEBAR_COLLAPSED_CLASS}');}catch(e){}})();`;
