declare module 'postman-code-generators' {
  const codegen: {
    convert(language: string, variant: string, request: unknown, options: Record<string, unknown>, callback: (error: Error | null, snippet: string) => void): void;
  };
  export default codegen;
}

// Its types (types/index.d.ts) are not named in its package.json; only Request is used.
declare module 'postman-collection' {
  const sdk: { Request: new (definition: Record<string, unknown>) => unknown };
  export default sdk;
}
