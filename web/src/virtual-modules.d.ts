/** A generated operation's trusted-document hash, `sha256:…` (web/build/gql-documents.ts). */
declare module 'virtual:gql-hash/*' {
  const hash: string;
  export default hash;
}
