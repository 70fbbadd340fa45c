import type { BuildOptions } from 'esbuild';

export declare const GATEWAY_BUNDLE: string;
/** The development stand-ins' entry points and the JavaScript their package.json `default` export names. */
export declare const STANDIN_BUILDS: { entry: string; outfile: string }[];
/** The command-line entries bundled beside the gateway (migrations, admin:create). */
export declare const CLI_BUILDS: { entry: string; outfile: string }[];
/** Node's arguments to run the bundle as `npm run serve` and the Docker image do. */
export declare function serveArgs(bundle?: string): string[];
/** esbuild's options for the production bundle. */
export declare function gatewayBuildOptions(root: string): BuildOptions;
/** Builds dist/gateway/main.js (with the command-line entries and the stand-ins' own dist/) and returns the bundle's absolute path. */
export declare function buildGateway(root?: string): Promise<string>;
