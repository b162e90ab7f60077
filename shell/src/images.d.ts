/** Images imported by the shell's pages are emitted as hashed files (webpack asset modules): the import is their URL. */
declare module '*.webp' {
  const url: string;
  export default url;
}
