export declare const BOOT_LOADER_ATTRIBUTE: string;
export declare function bootAfterPaint(html: string): string;
export declare function firstLoadScripts(html: string): string[];
