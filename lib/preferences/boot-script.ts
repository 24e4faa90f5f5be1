import { consentModeScript } from '@/lib/consent/consent-mode-script';
import { settingsScript } from '@/lib/settings/settings-script';
import { SIDEBAR_COLLAPSED_CLASS, SIDEBAR_COOKIE } from '@/lib/site/sidebar-state';

const sidebarScript = `if(/(?:^|; )${SIDEBAR_COOKIE}=false(?:;|$)/.test(document.cookie))document.documentElement.classList.add('${SIDEBAR_COLLAPSED_CLASS}');`;

/** next-themes would put any stored string into a class name; drop values it cannot use. */
const themeScript = `var t=localStorage.getItem('theme');if(t!==null&&t!=='light'&&t!=='dark'&&t!=='system')localStorage.removeItem('theme');`;

/** Each part runs on its own, so one that fails cannot stop the others. */
const isolated = (code: string) => `try{${code}}catch(e){}`;

/**
 * Runs in <head> before first paint, so the page never flashes a wrong layout: the sidebar
 * state, the settings' classes and font scale, and Consent Mode defaults before any tag. It
 * must stay tiny, self-contained, unable to throw, and static (the CSP allows it by hash).
 */
export const bootScript = `(function(){${[sidebarScript, themeScript, settingsScript, consentModeScript].map(isolated).join('')}})();`;
