/**
 * The WHATWG URL class, present in every browser and in Node. The shared
 * package compiles against plain ES (no DOM, no Node types), so the part it
 * uses is declared here; the web and the server see their own full declaration.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly username: string;
  readonly password: string;
}
