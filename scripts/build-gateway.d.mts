export declare const GATEWAY_BUNDLE: string;
/** Node's arguments to run the bundle as `npm run serve` and the Docker image do. */
export declare function serveArgs(bundle?: string): string[];
/** Builds dist/gateway/main.js and returns its absolute path. */
export declare function buildGateway(root?: string): Promise<string>;
