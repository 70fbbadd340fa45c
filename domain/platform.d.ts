/**
 * The two Web platform classes domain/ uses, which browsers and Node both provide. Declared here rather
 * than taking the DOM's or Node's types whole, so nothing else from either runtime type-checks in domain/.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
