/** Media imported by the landers: webpack emits the file and the import is its address (scripts/webpack.config.js). */
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
