export declare const chromiumPath: string | undefined;
export declare const chromiumArgs: string[];
