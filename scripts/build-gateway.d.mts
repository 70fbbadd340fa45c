export declare const GATEWAY_BUNDLE: string;
/** Builds dist/gateway/main.js and returns its absolute path. */
export declare function buildGateway(root?: string): Promise<string>;
