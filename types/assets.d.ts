// Files the apps import for their URL (rspack's asset modules; jest maps them to a stub).
declare module '*.woff2' {
  const url: string;
  export default url;
}
