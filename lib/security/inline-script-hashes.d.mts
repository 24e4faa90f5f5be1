export declare function inlineScriptHashes(html: string): string[];
