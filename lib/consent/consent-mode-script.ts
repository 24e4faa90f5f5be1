import { consentModeSignals, consentModeState, type ConsentModeState } from './consent-mode';
import {
  CLOCK_SKEW_MS,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
} from './consent-record';

/** The defaults before any choice: everything denied except what keeps the site secure. */
export const consentModeDefaults: ConsentModeState = consentModeState({
  essential: true,
  analytics: false,
  functional: false,
  marketing: false,
});

/**
 * Part of the <head> boot script: Consent Mode v2 defaults (denied) are set before any tag
 * could load, then updated from a stored, valid, unexpired choice. Static text, built from the
 * same tables as lib/consent, so a hash-based CSP can allow it.
 */
export const consentModeScript =
  `var w=window;w.dataLayer=w.dataLayer||[];` +
  `if(typeof w.gtag!=='function')w.gtag=function(){w.dataLayer.push(arguments)};` +
  `w.gtag('consent','default',${JSON.stringify(consentModeDefaults)});` +
  `try{var r=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')),p=r.preferences,` +
  `a=Date.now()-Date.parse(r.timestamp),S=${JSON.stringify(consentModeSignals)},u={},k;` +
  `if(r.version==='${CONSENT_VERSION}'&&(r.consentMethod==='banner'||r.consentMethod==='settings')` +
  `&&p.essential===true&&typeof p.analytics==='boolean'&&typeof p.functional==='boolean'` +
  `&&typeof p.marketing==='boolean'&&a<=${CONSENT_MAX_AGE_MS}&&a>=-${CLOCK_SKEW_MS}){` +
  `for(k in S)u[k]=p[S[k]]?'granted':'denied';w.gtag('consent','update',u)}}catch(e){}`;
